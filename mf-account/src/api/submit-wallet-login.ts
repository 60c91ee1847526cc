import { http } from '@rental/shared';
import { LoginSessionSchema } from './types';

/**
 * Exchanges the wallet's auth code for a session. Not silent: a refusal (`success:false`) is
 * toasted with the server's message by the client. No loading toast: the button shows it.
 */
export function submitWalletLogin(code: string, channelCode: string) {
  return http.post(
    '/api/login/submit',
    { grantType: 'alipay', code, channelCode },
    { headers: { 'User-Type': 'app' }, schema: LoginSessionSchema, loading: false },
  );
}
