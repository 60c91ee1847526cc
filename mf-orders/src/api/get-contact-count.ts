import { http } from '@rental/shared';
import { ContactListSchema } from './place-types';

/**
 * How many emergency contacts the renter has on file (`GET /api/client/link/detail`). Silent: the
 * place button reports a fault once, beside itself.
 */
export async function getContactCount() {
  return (await http.get('/api/client/link/detail', { schema: ContactListSchema, silent: true }))?.contacts.length;
}
