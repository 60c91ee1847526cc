import { http } from '@rental/shared';
import { isFootPayList } from './guards';
import type { FootPayList } from './types';

/** Unpaid and overdue rent rows of an order, oldest first. Silent: the page shows a failure in place. */
export function getFootPayList(orderId: number): Promise<FootPayList | undefined> {
  return http.post('/api/order/footPayList', { orderId }, { guard: isFootPayList, silent: true });
}
