import { http, UserInfoSchema } from '@rental/shared';

/** Moves the account to a new number proven by its code; answers the updated profile. Silent: shown in place. */
export function bindMobile(mobile: string, code: string) {
  return http.post('/api/client/mobile/bind', { mobile, code }, { schema: UserInfoSchema, silent: true });
}
