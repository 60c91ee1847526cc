import { http } from '@rental/shared';
import { isCancelQuote } from './cancel-guards';
import type { CancelQuote } from './cancel-types';

/** What cancelling now gives back (refunds, the deposit, how long); silent: the sheet shows a failure in place. */
export function getCancelQuote(orderId: number, signal?: AbortSignal): Promise<CancelQuote | undefined> {
  return http.post('/api/order/cancel/quote', { orderId }, { guard: isCancelQuote, silent: true, signal });
}
