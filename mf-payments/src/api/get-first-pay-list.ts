import { http } from '@rental/shared';
import { FirstPayListSchema } from './types';

/** The first installment or the buyout quote of an order. Silent: the page shows a failure in place. */
export function getFirstPayList(orderId: number) {
  return http.post('/api/order/v2/firstPayList', { orderId }, { schema: FirstPayListSchema, silent: true });
}
