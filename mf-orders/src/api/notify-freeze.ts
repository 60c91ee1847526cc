import { http } from '@rental/shared';
import { isFreezeNotifyResult } from './guards';
import type { FreezeNotifyResult } from './types';

/** Tells the server what the wallet answered; the server (asking the wallet) decides. */
export function notifyFreeze(orderId: number, resultCode: string): Promise<FreezeNotifyResult | undefined> {
  return http.post('/api/order/freeze/notify', { orderId, resultCode }, { guard: isFreezeNotifyResult });
}
