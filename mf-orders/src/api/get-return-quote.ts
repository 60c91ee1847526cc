import { http } from '@rental/shared';
import { ReturnQuoteSchema } from './types';

/** What a return applied now would settle to: rows still owed, rows dropped, the fee. */
export function getReturnQuote(orderId: number) {
  return http.post('/api/order/return/quote', { orderId }, { schema: ReturnQuoteSchema, loading: false });
}
