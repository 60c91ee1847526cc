import { http } from '@rental/shared';
import { isOrderDetail } from './guards';
import type { OrderDetail } from './types';

/** Everything about one order. Silent: the page shows a failure in place with a retry. */
export function getOrderDetail(orderId: number): Promise<OrderDetail | undefined> {
  return http.post('/api/order/detail', { orderId }, { guard: isOrderDetail, silent: true });
}
