import { http, isRecord } from '@rental/shared';

export interface SmsSent {
  expiresIn: number;
  resendAfter: number;
}

const isSmsSent = (v: unknown): v is SmsSent =>
  isRecord(v) && typeof v.expiresIn === 'number' && typeof v.resendAfter === 'number';

/** Texts a code to `mobile` (login or a new number). Silent: the page shows the message at the field. */
export function sendSmsCode(mobile: string): Promise<SmsSent | undefined> {
  return http.post('/api/login/sendCode', { mobile }, { guard: isSmsSent, silent: true });
}
