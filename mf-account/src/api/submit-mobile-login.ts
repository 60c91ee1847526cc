import { http } from '@rental/shared';
import { isLoginSession } from './guards';
import type { LoginSession } from './types';

/** Mobile + code login. Silent: a wrong or expired code is shown at the code field. */
export function submitMobileLogin(
  mobile: string,
  code: string,
  channelCode: string,
): Promise<LoginSession | undefined> {
  return http.post(
    '/api/login/submit',
    { grantType: 'sms', mobile, code, channelCode },
    { headers: { 'User-Type': 'app' }, guard: isLoginSession, silent: true },
  );
}
