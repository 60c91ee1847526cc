import { http } from '@rental/shared';
import { OrderDetailSchema } from './types';

/** Everything about one order. Silent: the page shows a failure in place with a retry. */
export function getOrderDetail(orderId: number) {
  return http.post('/api/order/detail', { orderId }, { schema: OrderDetailSchema, silent: true });
}
