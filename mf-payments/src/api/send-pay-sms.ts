import { http } from '@rental/shared';
import { SmsSentSchema } from './types';

/** Texts the payment code to the card's reserved mobile. Silent: refusals are shown at the field. */
export function sendPaySms(tradeNo: string) {
  return http.post('/api/unionpay/sendSMS', { tradeNo }, { schema: SmsSentSchema, silent: true });
}
