import { http, isRecord } from '@rental/shared';
import { RELATIONS, type Relation } from '../lib/contact-rules';

export interface EmergencyContact {
  relation: Relation;
  name: string;
  mobile: string;
}

const isContact = (v: unknown): v is EmergencyContact =>
  isRecord(v) &&
  (RELATIONS as readonly unknown[]).includes(v.relation) &&
  typeof v.name === 'string' &&
  typeof v.mobile === 'string';
const isContacts = (v: unknown): v is { contacts: EmergencyContact[] } =>
  isRecord(v) && Array.isArray(v.contacts) && v.contacts.every(isContact);

/** What is on file. Silent: the page shows a failure with a retry. */
export async function getContacts(signal?: AbortSignal): Promise<EmergencyContact[] | undefined> {
  return (await http.get('/api/client/link/detail', { guard: isContacts, silent: true, signal }))?.contacts;
}

/** Saves the list (JSON). Silent: the page shows the server's message in place. */
export async function submitContacts(contacts: EmergencyContact[]): Promise<EmergencyContact[] | undefined> {
  return (await http.post('/api/client/link/submit', { contacts }, { json: true, guard: isContacts, silent: true }))
    ?.contacts;
}
