import { http } from '@rental/shared';
import { SmsSentSchema } from './types';

/** Texts a code to `mobile` (login or a new number). Silent: the page shows the message at the field. */
export function sendSmsCode(mobile: string) {
  return http.post('/api/login/sendCode', { mobile }, { schema: SmsSentSchema, silent: true });
}
