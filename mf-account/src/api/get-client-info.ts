import { http, type UserInfo } from '@rental/shared';
import { isClientInfo } from './guards';

const PATH = '/api/client/info';

/**
 * The logged-in renter's profile and order counts. Silent: the page shows failures in place
 * (or keeps the stored profile), so a toast on every visit would only nag.
 */
export function getClientInfo(): Promise<UserInfo | undefined> {
  return http.get(PATH, { guard: isClientInfo, silent: true });
}
