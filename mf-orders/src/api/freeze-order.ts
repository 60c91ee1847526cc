import { http, isRecord } from '@rental/shared';
import type { FreezeNotifyResult, OrderStatus, PlacedOrder } from './types';

const isPlaced = (v: unknown): v is PlacedOrder =>
  isRecord(v) &&
  typeof v.orderId === 'number' &&
  typeof v.orderNo === 'string' &&
  isRecord(v.freeze) &&
  typeof v.freeze.orderStr === 'string';

const isNotified = (v: unknown): v is FreezeNotifyResult =>
  isRecord(v) && typeof v.frozen === 'boolean' && typeof v.status === 'string';

/** A new freeze string for an order still waiting for its deposit pre-authorization. */
export function refreezeOrder(orderId: number): Promise<PlacedOrder | undefined> {
  return http.post('/api/order/refreeze', { orderId }, { guard: isPlaced });
}

/** Tells the server what the wallet answered; the server (asking the wallet) decides. */
export function notifyFreeze(orderId: number, resultCode: string): Promise<FreezeNotifyResult | undefined> {
  return http.post('/api/order/freeze/notify', { orderId, resultCode }, { guard: isNotified });
}

export type { OrderStatus };
