import { http } from '@rental/shared';
import { isOpenedTrade } from './guards';
import type { OpenedTrade } from './types';

/** Opens the trade for what firstPayList lists; the same requestKey answers the same trade. */
export function createPay(orderId: number, requestKey: string): Promise<OpenedTrade | undefined> {
  return http.post('/api/order/createPay', { orderId, requestKey }, { guard: isOpenedTrade });
}
