import { http } from '@rental/shared';
import { CancelQuoteSchema } from './cancel-types';

/** What cancelling now gives back (refunds, the deposit, how long); silent: the sheet shows a failure in place. */
export function getCancelQuote(orderId: number, signal?: AbortSignal) {
  return http.post('/api/order/cancel/quote', { orderId }, { schema: CancelQuoteSchema, silent: true, signal });
}
