import { getConfig } from '../state/config';
import { requestHeaders } from '../http/request-headers';
import { retryAfterMs } from '../http/retry';
import { is, literal, object } from 'valibot';

export const PRINT_LOG_PATH = '/api/common/printLog';
/** How long the log call pauses after a 429 that names no time. */
export const DEFAULT_LOG_PAUSE_MS = 30_000;
const MAX_QUEUED = 50;

const queue: object[] = [];
let pausedUntil = 0;
let sending = false;
let resume: ReturnType<typeof setTimeout> | null = null;
let watching = false;
/** Between pagehide and a pageshow (back from the back-forward cache): what is queued goes by beacon. */
let leaving = false;

const logUrl = () => `${getConfig().baseApi.replace(/\/+$/, '')}${PRINT_LOG_PATH}`;

const TooManySchema = object({ code: literal(429) });

/** A 429, as HTTP status or business code: how long the server wants the log call to pause. */
async function throttle(response: Response): Promise<number | null> {
  const header = retryAfterMs(response.headers.get('Retry-After'));
  if (response.status === 429) return header ?? DEFAULT_LOG_PAUSE_MS;
  const body: unknown = await response.json().catch(() => null);
  return is(TooManySchema, body) ? (header ?? DEFAULT_LOG_PAUSE_MS) : null;
}

/** One entry; a failure other than a 429 drops it (a broken log call must not grow the queue). */
async function post(entry: object): Promise<number | null> {
  try {
    const response = await fetch(logUrl(), {
      method: 'POST',
      // Outlives the page: an entry sent as the renter leaves still arrives.
      keepalive: true,
      headers: requestHeaders('application/json'),
      body: JSON.stringify(entry),
    });
    return await throttle(response);
  } catch {
    return null;
  }
}

async function drain(): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    while (queue.length > 0) {
      const wait = pausedUntil - Date.now();
      if (wait > 0) {
        resume ??= setTimeout(() => {
          resume = null;
          void drain();
        }, wait);
        return;
      }
      const pause = await post(queue[0] as object);
      if (pause !== null) pausedUntil = Date.now() + pause;
      else queue.shift();
    }
  } finally {
    sending = false;
  }
}

/**
 * The page is going away (hidden web-view, closed tab): what is still queued goes by beacon, which
 * the browser delivers after the page is gone. Beacons carry no headers, so the client credential
 * rides in the query.
 */
function sendQueuedByBeacon(): void {
  if (document.visibilityState !== 'hidden' && !leaving) return;
  if (typeof navigator.sendBeacon !== 'function') return;
  const url = `${logUrl()}?clientAuthorization=${encodeURIComponent(`Basic ${getConfig().basicAuth}`)}`;
  // The entry already on its way goes on by itself (keepalive): only those behind it, never twice.
  const first = sending ? 1 : 0;
  while (queue.length > first) {
    const blob = new Blob([JSON.stringify(queue[first])], { type: 'application/json' });
    if (!navigator.sendBeacon(url, blob)) return;
    queue.splice(first, 1);
  }
}

/** Queues an entry for the log call: sent in order, pausing as long as a 429 asks. */
export function sendLogEntry(entry: object): void {
  if (!watching) {
    watching = true;
    document.addEventListener('visibilitychange', sendQueuedByBeacon);
    // A page closed or navigated away may never turn hidden first.
    window.addEventListener('pagehide', () => {
      leaving = true;
      sendQueuedByBeacon();
    });
    window.addEventListener('pageshow', () => {
      leaving = false;
    });
  }
  queue.push(entry);
  if (queue.length > MAX_QUEUED) queue.shift();
  // Queued while the page is going away (a report sent as it hides or closes): a beacon still arrives.
  sendQueuedByBeacon();
  void drain();
}

/** Test helper: forgets queued entries and any pause. */
export function resetLogSender(): void {
  queue.length = 0;
  pausedUntil = 0;
  if (resume) clearTimeout(resume);
  resume = null;
}
