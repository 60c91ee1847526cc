import { http, type RealNameStatus, isArrayOf, isRecord, isString } from '@rental/shared';

const isInfo = (v: unknown): v is { realNameStatus: RealNameStatus } => isRecord(v) && isString(v.realNameStatus);
const isContacts = (v: unknown): v is { contacts: unknown[] } =>
  isRecord(v) && isArrayOf(v.contacts, (x): x is unknown => isRecord(x));

// Silent: the place button reports a fault once, beside itself.

/** Whether the renter has passed real-name verification (`GET /api/client/info`). */
export async function getRealNameStatus(): Promise<RealNameStatus | undefined> {
  return (await http.get('/api/client/info', { guard: isInfo, silent: true }))?.realNameStatus;
}

/** How many emergency contacts the renter has on file (`GET /api/client/link/detail`). */
export async function getContactCount(): Promise<number | undefined> {
  return (await http.get('/api/client/link/detail', { guard: isContacts, silent: true }))?.contacts.length;
}
