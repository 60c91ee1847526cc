import { http } from '@rental/shared';
import { isOrderCard } from './guards';
import type { OrderCard } from './types';

/** The card an order's later installments are deducted from. */
export function bindOrderCard(orderId: number, cardId: number): Promise<OrderCard | undefined> {
  return http.post('/api/order/v2/bind/card', { orderId, cardId }, { json: true, guard: isOrderCard });
}
