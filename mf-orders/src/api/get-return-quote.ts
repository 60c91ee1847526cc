import { http } from '@rental/shared';
import { isReturnQuote } from './guards';
import type { ReturnQuote } from './types';

/** What a return applied now would settle to: rows still owed, rows dropped, the fee. */
export function getReturnQuote(orderId: number): Promise<ReturnQuote | undefined> {
  return http.post('/api/order/return/quote', { orderId }, { guard: isReturnQuote, loading: false });
}
