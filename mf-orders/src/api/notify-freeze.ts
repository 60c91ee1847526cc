import { http } from '@rental/shared';
import { FreezeNotifyResultSchema } from './place-types';

/** Tells the server what the wallet answered; the server (asking the wallet) decides. */
export function notifyFreeze(orderId: number, resultCode: string) {
  return http.post('/api/order/freeze/notify', { orderId, resultCode }, { schema: FreezeNotifyResultSchema });
}
