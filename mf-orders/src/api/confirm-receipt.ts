import { http } from '@rental/shared';
import { OrderDetailSchema } from './types';

/**
 * Confirms the device arrived (the rent starts); answers the order's new detail. A refusal shows
 * the server's reason as a toast (the button that sent it stops its spinner and stays usable).
 */
export function confirmReceipt(orderId: number) {
  return http.post('/api/order/received', { orderId }, { schema: OrderDetailSchema, loading: false });
}
