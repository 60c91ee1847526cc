import { http } from '@rental/shared';
import { OrderBillsSchema } from './types';

/** The order's schedule and totals (`POST /api/order/detail`). Silent: the page shows a failure in place. */
export function getOrderBills(orderId: number, signal?: AbortSignal) {
  return http.post('/api/order/detail', { orderId }, { schema: OrderBillsSchema, silent: true, signal });
}
