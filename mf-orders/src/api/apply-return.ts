import { http } from '@rental/shared';
import { isReturnApplied, isReturnQuote } from './guards';
import type { ReturnApplied, ReturnQuote } from './types';

/** What a return applied now would settle to: rows still owed, rows dropped, the fee. */
export function getReturnQuote(orderId: number): Promise<ReturnQuote | undefined> {
  return http.post('/api/order/return/quote', { orderId }, { guard: isReturnQuote, loading: false });
}

/** Applies to return the device; answers where to send it and what is left to pay. */
export function applyReturn(orderId: number, reason: string): Promise<ReturnApplied | undefined> {
  return http.post('/api/order/apply/return', { orderId, reason }, { guard: isReturnApplied, loading: false });
}
