import { http } from '@rental/shared';
import { isOrderDetail } from './guards';
import type { OrderDetail } from './types';

/**
 * The carrier and tracking number of the device sent back; answers the order's new detail. A
 * refusal shows the server's reason as a toast (the button that sent it stops its spinner and
 * stays usable).
 */
export function confirmReturnShipment(
  orderId: number,
  expressCode: string,
  trackingNo: string,
): Promise<OrderDetail | undefined> {
  return http.post(
    '/api/order/confirm/return',
    { orderId, expressCode, trackingNo },
    { guard: isOrderDetail, loading: false },
  );
}
