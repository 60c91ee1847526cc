import { http } from '@rental/shared';
import { isContacts } from './guards';
import type { EmergencyContact } from './types';

/** Saves the list (JSON). Silent: the page shows the server's message in place. */
export async function submitContacts(contacts: EmergencyContact[]): Promise<EmergencyContact[] | undefined> {
  return (await http.post('/api/client/link/submit', { contacts }, { json: true, guard: isContacts, silent: true }))
    ?.contacts;
}
