import type { RealNameStatus } from '@rental/shared';
import { PATHS, withQuery } from './app-links';

/** The server wants at least this many emergency contacts on file. */
export const MIN_CONTACTS = 2;

/**
 * Where a renter must go before placing, as one chain that ends back at `back`: real-name first,
 * then emergency contacts if missing; `null` when they are ready to place.
 */
export function readinessRoute(status: RealNameStatus, contacts: number, back: string): string | null {
  const afterRealName = contacts < MIN_CONTACTS ? withQuery(PATHS.emergencyContact, { redirect: back }) : back;
  if (status !== 'verified') return withQuery(PATHS.realName, { redirect: afterRealName });
  if (contacts < MIN_CONTACTS) return afterRealName;
  return null;
}
