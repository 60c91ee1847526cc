import { currentRoute, goToLogin, LOGIN_PATH } from '../navigation/navigate';
import { clearSession, getToken } from '../state/auth-atoms';

/** Several 401s arriving together make one trip to login, not one per call. */
const LOGIN_TRIP_GUARD_MS = 2000;
let lastTrip = 0;

/**
 * A business 401 for a call sent with `sentToken`. A 401 for an older token says nothing about
 * the session created since, so it changes nothing; otherwise the session is cleared once and the
 * renter goes to login once, remembering the route.
 */
export function handleUnauthorized(sentToken: string, now: number = Date.now()): void {
  const current = getToken();
  if (current !== '' && sentToken !== current) return;
  const hadSession = current !== '';
  if (hadSession) clearSession();
  if (currentRoute().startsWith(LOGIN_PATH)) return;
  // Without a session to clear, this is a sibling of a 401 that already sent the renter on.
  if (!hadSession && now - lastTrip < LOGIN_TRIP_GUARD_MS) return;
  lastTrip = now;
  goToLogin();
}
