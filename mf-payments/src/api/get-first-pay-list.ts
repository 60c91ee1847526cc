import { http } from '@rental/shared';
import { isFirstPayList } from './guards';
import type { FirstPayList } from './types';

/** The first installment or the buyout quote of an order. Silent: the page shows a failure in place. */
export function getFirstPayList(orderId: number): Promise<FirstPayList | undefined> {
  return http.post('/api/order/v2/firstPayList', { orderId }, { guard: isFirstPayList, silent: true });
}
