import { http } from '@rental/shared';
import { LoginSessionSchema } from './types';

/** Mobile + code login. Silent: a wrong or expired code is shown at the code field. */
export function submitMobileLogin(mobile: string, code: string, channelCode: string) {
  return http.post(
    '/api/login/submit',
    { grantType: 'sms', mobile, code, channelCode },
    { headers: { 'User-Type': 'app' }, schema: LoginSessionSchema, silent: true },
  );
}
