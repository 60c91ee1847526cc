import { getToken } from '../state/auth-atoms';
import { http } from './client';

/**
 * A GET a route's page makes first, as a remote's `src/route-data.json` lists it. The build copies
 * the list into the remote's manifest, so the shell can start these calls while the remote's code
 * is still on its way; the route's own prefetch starts them otherwise (never both: see `prefetch`).
 */
export interface RouteDataCall {
  path: string;
  params?: Record<string, string | number | boolean>;
  /** Only for a signed-in renter (the call answers 401 otherwise). */
  session?: boolean;
}

// The app's own API, nothing else: the list comes from a manifest, which is data, not code.
const API_PATH = /^\/api(?:\/[\w-]+)+$/;
const isParam = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

export function isRouteDataCall(value: unknown): value is RouteDataCall {
  if (typeof value !== 'object' || value === null) return false;
  const { path, params, session } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !API_PATH.test(path)) return false;
  if (session !== undefined && typeof session !== 'boolean') return false;
  if (params === undefined) return true;
  return typeof params === 'object' && params !== null && Object.values(params).every(isParam);
}

/** Starts the listed calls a page is about to make; entries that are not such calls are skipped. */
export function prefetchRouteData(calls: unknown): void {
  if (!Array.isArray(calls)) return;
  const signedIn = Boolean(getToken());
  for (const call of calls) {
    if (isRouteDataCall(call) && (!call.session || signedIn)) http.prefetch(call.path, call.params);
  }
}
