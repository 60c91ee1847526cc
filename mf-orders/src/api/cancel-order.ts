import { http } from '@rental/shared';
import { OrderDetailSchema } from './types';

/**
 * Cancels the order (`cancle`: misspelt in the API, kept); answers its new detail. Silent: the
 * cancel sheet shows a failure itself, with a retry, and keeps the reason typed. The server answers
 * a repeat of a cancel that went through with the same cancelled order, so a retry is safe.
 */
export function cancelOrder(orderId: number, reason: string) {
  return http.post('/api/order/cancle', { orderId, reason }, { schema: OrderDetailSchema, silent: true });
}
