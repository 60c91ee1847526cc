import { http } from '@rental/shared';
import { OrderCardSchema } from './types';

/** The card an order's later installments are deducted from. */
export function bindOrderCard(orderId: number, cardId: number) {
  return http.post('/api/order/v2/bind/card', { orderId, cardId }, { json: true, schema: OrderCardSchema });
}
