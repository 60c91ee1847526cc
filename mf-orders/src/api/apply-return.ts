import { http } from '@rental/shared';
import { ReturnAppliedSchema } from './types';

/** Applies to return the device; answers where to send it and what is left to pay. */
export function applyReturn(orderId: number, reason: string) {
  return http.post('/api/order/apply/return', { orderId, reason }, { schema: ReturnAppliedSchema, loading: false });
}
