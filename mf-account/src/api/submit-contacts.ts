import { http } from '@rental/shared';
import { ContactListSchema, type EmergencyContact } from './types';

/** Saves the list (JSON). Silent: the page shows the server's message in place. */
export async function submitContacts(contacts: EmergencyContact[]) {
  const options = { json: true, schema: ContactListSchema, silent: true };
  return (await http.post('/api/client/link/submit', { contacts }, options))?.contacts;
}
