import { http } from '@rental/shared';
import { isContacts } from './guards';
import type { EmergencyContact } from './types';

/** What is on file. Silent: the page shows a failure with a retry. */
export async function getContacts(signal?: AbortSignal): Promise<EmergencyContact[] | undefined> {
  return (await http.get('/api/client/link/detail', { guard: isContacts, silent: true, signal }))?.contacts;
}
