import { http } from '@rental/shared';
import { OrderDetailSchema } from './types';

/**
 * Withdraws the buyout (its rows go back as they were); answers the order's new detail. A refusal
 * shows the server's reason as a toast (the button that sent it stops its spinner and stays usable).
 */
export function cancelBuyout(orderId: number) {
  return http.post('/api/order/buyout/cancel', { orderId }, { schema: OrderDetailSchema, loading: false });
}
