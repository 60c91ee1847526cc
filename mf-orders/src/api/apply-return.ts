import { http } from '@rental/shared';
import { isReturnApplied } from './guards';
import type { ReturnApplied } from './types';

/** Applies to return the device; answers where to send it and what is left to pay. */
export function applyReturn(orderId: number, reason: string): Promise<ReturnApplied | undefined> {
  return http.post('/api/order/apply/return', { orderId, reason }, { guard: isReturnApplied, loading: false });
}
