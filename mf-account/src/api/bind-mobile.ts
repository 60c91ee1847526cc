import { http, type UserInfo } from '@rental/shared';
import { isClientInfo } from './guards';

/** Moves the account to a new number proven by its code; answers the updated profile. Silent: shown in place. */
export function bindMobile(mobile: string, code: string): Promise<UserInfo | undefined> {
  return http.post('/api/client/mobile/bind', { mobile, code }, { guard: isClientInfo, silent: true });
}
