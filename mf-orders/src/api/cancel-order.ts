import { http } from '@rental/shared';
import { isOrderDetail } from './guards';
import type { OrderDetail } from './types';

/**
 * Cancels the order (`cancle`: misspelt in the API, kept); answers its new detail. A refusal shows
 * the server's reason as a toast (the button that sent it stops its spinner and stays usable).
 */
export function cancelOrder(orderId: number, reason: string): Promise<OrderDetail | undefined> {
  return http.post('/api/order/cancle', { orderId, reason }, { guard: isOrderDetail, loading: false });
}
