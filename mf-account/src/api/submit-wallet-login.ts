import { http, isRecord, type UserInfo } from '@rental/shared';
import { isClientInfo } from './guards';

export interface LoginSession {
  accessToken: string;
  expiresIn: number;
  userInfo: UserInfo;
}

export function isLoginSession(v: unknown): v is LoginSession {
  return (
    isRecord(v) &&
    typeof v.accessToken === 'string' &&
    v.accessToken !== '' &&
    typeof v.expiresIn === 'number' &&
    isClientInfo(v.userInfo)
  );
}

/**
 * Exchanges the wallet's auth code for a session. Not silent: a refusal (`success:false`) is
 * toasted with the server's message by the client. No loading toast: the button shows it.
 */
export function submitWalletLogin(code: string, channelCode: string): Promise<LoginSession | undefined> {
  return http.post(
    '/api/login/submit',
    { grantType: 'alipay', code, channelCode },
    { headers: { 'User-Type': 'app' }, guard: isLoginSession, loading: false },
  );
}
