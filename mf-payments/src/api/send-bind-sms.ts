import { http } from '@rental/shared';
import { isSmsSent } from './guards';
import type { SmsSent } from './types';

/** Texts the bind code to the card's reserved mobile. Silent: the form shows refusals at the field. */
export function sendBindSms(no: string): Promise<SmsSent | undefined> {
  return http.post('/api/unionpay/card/sendBindSms', { no }, { guard: isSmsSent, silent: true });
}
