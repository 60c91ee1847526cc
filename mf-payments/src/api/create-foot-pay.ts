import { http } from '@rental/shared';
import { isOpenedTrade } from './payment-guards';
import type { OpenedTrade } from './payment-types';

/** Opens a trade for the chosen rows (the oldest unpaid ones); the same requestKey answers the same trade. */
export function createFootPay(
  orderId: number,
  billIds: number[],
  requestKey: string,
): Promise<OpenedTrade | undefined> {
  return http.post('/api/order/footPay', { orderId, billIds: billIds.join(','), requestKey }, { guard: isOpenedTrade });
}
