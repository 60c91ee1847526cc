import { http } from '@rental/shared';
import { isOrderBills } from './guards';
import type { OrderBills } from './types';

/** The order's schedule and totals (`POST /api/order/detail`). Silent: the page shows a failure in place. */
export function getOrderBills(orderId: number, signal?: AbortSignal): Promise<OrderBills | undefined> {
  return http.post('/api/order/detail', { orderId }, { guard: isOrderBills, silent: true, signal });
}
