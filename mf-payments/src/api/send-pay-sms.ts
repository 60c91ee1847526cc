import { http } from '@rental/shared';
import { isSmsSent } from './guards';
import type { SmsSent } from './types';

/** Texts the payment code to the card's reserved mobile. Silent: refusals are shown at the field. */
export function sendPaySms(tradeNo: string): Promise<SmsSent | undefined> {
  return http.post('/api/unionpay/sendSMS', { tradeNo }, { guard: isSmsSent, silent: true });
}
