import { http } from '@rental/shared';
import { OpenedTradeSchema } from './types';

/** Opens a trade for the chosen rows (the oldest unpaid ones); the same requestKey answers the same trade. */
export function createFootPay(orderId: number, billIds: number[], requestKey: string) {
  const body = { orderId, billIds: billIds.join(','), requestKey };
  return http.post('/api/order/footPay', body, { schema: OpenedTradeSchema });
}
