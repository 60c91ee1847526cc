import { http } from '@rental/shared';
import { isOrderState } from './guards';
import type { OrderState } from './types';

/** The order's state code (e.g. PENDING_SIGN), from its detail (form post). */
export function getOrderStatus(orderId: number): Promise<OrderState | undefined> {
  return http.post('/api/order/detail', { orderId }, { guard: isOrderState, silent: true });
}
