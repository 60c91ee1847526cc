import { http } from '@rental/shared';
import { AutopaySettingSchema } from './types';

/** Switches an order's automatic debit on or off (`POST /api/order/autopay`); rejects with the reason. */
export function setAutopay(orderId: number, enabled: boolean) {
  return http.post(
    '/api/order/autopay',
    { orderId, enabled },
    { json: true, schema: AutopaySettingSchema, silent: true },
  );
}
