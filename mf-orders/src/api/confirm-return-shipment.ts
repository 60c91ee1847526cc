import { http } from '@rental/shared';
import { OrderDetailSchema } from './types';

/**
 * The carrier and tracking number of the device sent back; answers the order's new detail. A
 * refusal shows the server's reason as a toast (the button that sent it stops its spinner and
 * stays usable).
 */
export function confirmReturnShipment(orderId: number, expressCode: string, trackingNo: string) {
  return http.post(
    '/api/order/confirm/return',
    { orderId, expressCode, trackingNo },
    { schema: OrderDetailSchema, loading: false },
  );
}
