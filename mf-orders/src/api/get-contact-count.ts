import { http } from '@rental/shared';
import { isContactList } from './guards';

/**
 * How many emergency contacts the renter has on file (`GET /api/client/link/detail`). Silent: the
 * place button reports a fault once, beside itself.
 */
export async function getContactCount(): Promise<number | undefined> {
  return (await http.get('/api/client/link/detail', { guard: isContactList, silent: true }))?.contacts.length;
}
