import type { RawResponse } from './settle-response';

/** How long a prefetched answer waits for the page that asked for it. */
export const PREFETCH_TTL_MS = 10_000;

/**
 * How long an answer fetched ahead of any tap (a tab page's, on idle after the first page) waits
 * for the renter to open that page: an answer older than this is asked for again.
 */
export const WARM_HOLD_MS = 60_000;

interface Prefetched {
  response: Promise<RawResponse>;
  expires: number;
}

const waiting = new Map<string, Prefetched>();

/** Same path, query, language and session: the same answer. */
export function requestKey(
  path: string,
  params: Record<string, unknown> | undefined,
  headers: Record<string, string>,
): string {
  const query = params
    ? Object.entries(params)
        .filter(([, v]) => v !== undefined && v !== null)
        // Code-unit order: `localeCompare` builds a collator per call, tens of ms a page on a phone.
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => `${k}=${String(v)}`)
        .join('&')
    : '';
  return `${path}?${query}|${headers['Accept-Language'] ?? ''}|${headers.token ?? ''}`;
}

/** Whether an answer for this call is already on its way to a page (so asking again would be twice). */
export function isPrefetched(key: string, now = Date.now()): boolean {
  const found = waiting.get(key);
  return found !== undefined && found.expires >= now;
}

export function keepPrefetched(
  key: string,
  response: Promise<RawResponse>,
  now = Date.now(),
  holdMs = PREFETCH_TTL_MS,
): void {
  const entry = { response, expires: now + holdMs };
  // A failed prefetch is the page's own call to make again, with its toasts.
  response.catch(() => {
    if (waiting.get(key) === entry) waiting.delete(key);
  });
  waiting.set(key, entry);
}

/** Every answer fetched ahead is dropped: a change the renter made may have made them stale. */
export function forgetPrefetched(): void {
  waiting.clear();
}

/** The prefetched answer for this call, once: a later call asks the server again. */
export function takePrefetched(key: string, now = Date.now()): Promise<RawResponse> | null {
  const found = waiting.get(key);
  if (!found) return null;
  waiting.delete(key);
  return found.expires >= now ? found.response : null;
}
