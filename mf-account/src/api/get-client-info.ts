import { http, UserInfoSchema } from '@rental/shared';

const PATH = '/api/client/info';

/**
 * The logged-in renter's profile and order counts. Silent: the page shows failures in place
 * (or keeps the stored profile), so a toast on every visit would only nag.
 */
export function getClientInfo() {
  return http.get(PATH, { schema: UserInfoSchema, silent: true });
}
