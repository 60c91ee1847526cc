import { http } from '@rental/shared';
import { isOrderDetail } from './guards';
import type { OrderDetail } from './types';

/**
 * Withdraws the buyout (its rows go back as they were); answers the order's new detail. A refusal
 * shows the server's reason as a toast (the button that sent it stops its spinner and stays usable).
 */
export function cancelBuyout(orderId: number): Promise<OrderDetail | undefined> {
  return http.post('/api/order/buyout/cancel', { orderId }, { guard: isOrderDetail, loading: false });
}
