import { http } from '@rental/shared';
import { OpenedTradeSchema } from './types';

/** Opens the trade for what firstPayList lists; the same requestKey answers the same trade. */
export function createPay(orderId: number, requestKey: string) {
  return http.post('/api/order/createPay', { orderId, requestKey }, { schema: OpenedTradeSchema });
}
