import { http } from '@rental/shared';
import { isSmsSent } from './guards';
import type { SmsSent } from './types';

/** Texts a code to `mobile` (login or a new number). Silent: the page shows the message at the field. */
export function sendSmsCode(mobile: string): Promise<SmsSent | undefined> {
  return http.post('/api/login/sendCode', { mobile }, { guard: isSmsSent, silent: true });
}
