import { http, isRecord } from '@rental/shared';

const isBound = (v: unknown): v is { orderId: number; cardId: number } =>
  isRecord(v) && typeof v.orderId === 'number' && typeof v.cardId === 'number';

/** The card an order's later installments are deducted from. */
export function bindOrderCard(
  orderId: number,
  cardId: number,
): Promise<{ orderId: number; cardId: number } | undefined> {
  return http.post('/api/order/v2/bind/card', { orderId, cardId }, { json: true, guard: isBound });
}
