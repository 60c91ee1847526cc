import { http } from '@rental/shared';
import { isOrderDetail } from './guards';
import type { OrderDetail } from './types';

/**
 * Confirms the device arrived (the rent starts); answers the order's new detail. A refusal shows
 * the server's reason as a toast (the button that sent it stops its spinner and stays usable).
 */
export function confirmReceipt(orderId: number): Promise<OrderDetail | undefined> {
  return http.post('/api/order/received', { orderId }, { guard: isOrderDetail, loading: false });
}
