import { http } from '@rental/shared';
import { isOrderBills } from './payment-guards';
import type { OrderBills } from './payment-types';

/** The order's schedule and totals (`POST /api/order/detail`). Silent: the page shows a failure in place. */
export function getOrderBills(orderId: number, signal?: AbortSignal): Promise<OrderBills | undefined> {
  return http.post('/api/order/detail', { orderId }, { guard: isOrderBills, silent: true, signal });
}
