import { http } from '@rental/shared';
import { isOrderDetail } from './guards';
import type { OrderDetail } from './types';

// The renter's own moves on an order; each answers the order's new detail. Failures show the
// server's reason as a toast (the button that sent them stops its spinner and stays usable).
const move = (path: string, body: Record<string, string | number>): Promise<OrderDetail | undefined> =>
  http.post(path, body, { guard: isOrderDetail, loading: false });

export const cancelOrder = (orderId: number, reason: string) => move('/api/order/cancle', { orderId, reason });

export const confirmChanges = (orderId: number) => move('/api/order/confirmChanges', { orderId });

export const confirmReceipt = (orderId: number) => move('/api/order/received', { orderId });

export const confirmReturnShipment = (orderId: number, expressCode: string, trackingNo: string) =>
  move('/api/order/confirm/return', { orderId, expressCode, trackingNo });

export const cancelBuyout = (orderId: number) => move('/api/order/buyout/cancel', { orderId });
