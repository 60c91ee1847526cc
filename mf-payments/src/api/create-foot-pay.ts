import { http } from '@rental/shared';
import { isOpenedTrade } from './guards';
import type { OpenedTrade } from './types';

/** Opens a trade for the chosen rows (the oldest unpaid ones); the same requestKey answers the same trade. */
export function createFootPay(
  orderId: number,
  billIds: number[],
  requestKey: string,
): Promise<OpenedTrade | undefined> {
  return http.post('/api/order/footPay', { orderId, billIds: billIds.join(','), requestKey }, { guard: isOpenedTrade });
}
