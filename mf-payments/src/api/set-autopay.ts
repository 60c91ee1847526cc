import { http, isBoolean, isRecord } from '@rental/shared';
import type { AutopaySetting } from './types';

const isSetting = (v: unknown): v is AutopaySetting => isRecord(v) && isBoolean(v.enabled);

/** Switches an order's automatic debit on or off (`POST /api/order/autopay`); rejects with the reason. */
export function setAutopay(orderId: number, enabled: boolean): Promise<AutopaySetting | undefined> {
  return http.post('/api/order/autopay', { orderId, enabled }, { json: true, guard: isSetting, silent: true });
}
