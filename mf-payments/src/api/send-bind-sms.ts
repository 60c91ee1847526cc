import { http } from '@rental/shared';
import { SmsSentSchema } from './types';

/** Texts the bind code to the card's reserved mobile. Silent: the form shows refusals at the field. */
export function sendBindSms(no: string) {
  return http.post('/api/unionpay/card/sendBindSms', { no }, { schema: SmsSentSchema, silent: true });
}
