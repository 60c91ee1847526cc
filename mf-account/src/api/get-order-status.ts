import { http } from '@rental/shared';
import { OrderStateSchema } from './contract-types';

/** The order's state code (e.g. PENDING_SIGN), from its detail (form post). */
export function getOrderStatus(orderId: number) {
  return http.post('/api/order/detail', { orderId }, { schema: OrderStateSchema, silent: true });
}
