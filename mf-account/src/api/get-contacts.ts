import { http } from '@rental/shared';
import { ContactListSchema } from './types';

/** What is on file. Silent: the page shows a failure with a retry. */
export async function getContacts(signal?: AbortSignal) {
  return (await http.get('/api/client/link/detail', { schema: ContactListSchema, silent: true, signal }))?.contacts;
}
