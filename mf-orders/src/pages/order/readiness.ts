import { checkWire, isApiError, type RealNameStatus } from '@rental/shared';
import { VerificationRefusalSchema } from '../../api/place-types';
import { PATHS, withQuery } from '../../lib/app-links';

/** The server wants at least this many emergency contacts on file. */
export const MIN_CONTACTS = 2;

/**
 * Where a renter must go before placing, as one chain that ends back at `back`: real-name first
 * (card, then face), then emergency contacts if missing; `null` when they are ready to place. The
 * pages are told the whole plan (`steps`, and the contacts page its `step`) so they can say "2/3".
 */
export function readinessRoute(status: RealNameStatus, contacts: number, back: string): string | null {
  const needRealName = status !== 'verified';
  const needContacts = contacts < MIN_CONTACTS;
  const steps = (needRealName ? 2 : 0) + (needContacts ? 1 : 0);
  const afterRealName = needContacts ? withQuery(PATHS.emergencyContact, { redirect: back, step: steps, steps }) : back;
  if (needRealName) return withQuery(PATHS.realName, { redirect: afterRealName, steps });
  if (needContacts) return afterRealName;
  return null;
}

/**
 * The server refused placing because real-name and face verification have not both passed
 * (403, `data.reason: 'verificationRequired'`): the renter's status as it reported it, else null.
 */
export function verificationRefusal(error: unknown): RealNameStatus | null {
  if (!isApiError(error) || error.kind !== 'business' || error.code !== 403) return null;
  const refusal = checkWire(VerificationRefusalSchema, error.data);
  if (!refusal.ok) return null;
  // Refused while it says verified: the detour has to start again from the card, whatever it says.
  const { realNameStatus } = refusal.value;
  return realNameStatus === 'verified' ? 'none' : realNameStatus;
}
