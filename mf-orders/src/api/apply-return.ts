import { http } from '@rental/shared';
import { isReturnApplied } from './manage-guards';
import type { ReturnApplied } from './order-types';

/** Applies to return the device; answers where to send it. */
export function applyReturn(orderId: number, reason: string): Promise<ReturnApplied | undefined> {
  return http.post('/api/order/apply/return', { orderId, reason }, { guard: isReturnApplied, loading: false });
}
