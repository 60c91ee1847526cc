import { http } from '@rental/shared';
import { OrderDetailSchema } from './types';

/**
 * Accepts the merchant's changed term or rent; answers the order's new detail. A refusal shows the
 * server's reason as a toast (the button that sent it stops its spinner and stays usable).
 */
export function confirmChanges(orderId: number) {
  return http.post('/api/order/confirmChanges', { orderId }, { schema: OrderDetailSchema, loading: false });
}
