import { isEnvelope } from './envelope';
import type { RawResponse } from './settle-response';

/** How long a prefetched answer waits for the page that asked for it. */
export const PREFETCH_TTL_MS = 10_000;

/** How an answer is kept for its page. */
export interface Hold {
  ms: number;
  /** A failure is dropped, not kept: the page then asks for itself, later, when the renter opens it. */
  successOnly: boolean;
}

/** For a page on its way (its code still downloading): whatever the answer, the page handles it. */
export const FOR_PAGE: Hold = { ms: PREFETCH_TTL_MS, successOnly: false };

/**
 * For a page the renter has not opened yet (a tab's, fetched on idle after the first page): up to
 * a minute, and only a success; an older answer, or a failed one, is asked for again.
 */
export const AHEAD: Hold = { ms: 60_000, successOnly: true };

interface Prefetched {
  response: Promise<RawResponse>;
  expires: number;
  /** The answer once it is in: a page's first render can show it without waiting a tick. */
  settled?: RawResponse;
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
  hold: Hold = FOR_PAGE,
): void {
  const entry: Prefetched = { response, expires: now + hold.ms };
  const drop = () => {
    if (waiting.get(key) === entry) waiting.delete(key);
  };
  // A failed prefetch is the page's own call to make again, with its toasts.
  const succeeded = ({ status, body }: RawResponse) => status === 200 && isEnvelope(body) && body.success;
  response.then((answer) => {
    entry.settled = answer;
    if (hold.successOnly && !succeeded(answer)) drop();
  }, drop);
  waiting.set(key, entry);
}

/** Every answer fetched ahead is dropped: a change the renter made may have made them stale. */
export function forgetPrefetched(): void {
  waiting.clear();
}

/** The answer for this call if it is already in, without taking it (the page's own call still does). */
export function peekPrefetched(key: string, now = Date.now()): RawResponse | null {
  const found = waiting.get(key);
  return found?.settled !== undefined && found.expires >= now ? found.settled : null;
}

/** The prefetched answer for this call, once: a later call asks the server again. */
export function takePrefetched(key: string, now = Date.now()): Promise<RawResponse> | null {
  const found = waiting.get(key);
  if (!found) return null;
  waiting.delete(key);
  return found.expires >= now ? found.response : null;
}
