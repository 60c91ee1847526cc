import { http } from '@rental/shared';
import { isOrderDetail } from './manage-guards';
import type { OrderDetail } from './order-types';

/** Everything about one order. Silent: the page shows a failure in place with a retry. */
export function getOrderDetail(orderId: number): Promise<OrderDetail | undefined> {
  return http.post('/api/order/detail', { orderId }, { guard: isOrderDetail, silent: true });
}
