import { http } from '@rental/shared';
import { FootPayListSchema } from './types';

/** Unpaid and overdue rent rows of an order, oldest first. Silent: the page shows a failure in place. */
export function getFootPayList(orderId: number) {
  return http.post('/api/order/footPayList', { orderId }, { schema: FootPayListSchema, silent: true });
}
