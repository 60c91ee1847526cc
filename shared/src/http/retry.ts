/** At most this many retries after the first attempt. */
export const MAX_RETRIES = 2;
/** The first retry waits about this long; each later one twice as long, with jitter. */
export const RETRY_BASE_MS = 400;
/** A server asking for a longer pause than this is not retried: the renter would not wait that long. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** 5xx and 429 may pass by themselves; other statuses will answer the same again. */
export function isRetriableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** `Retry-After` in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long to wait before retry number `attempt` (0-based): the server's `Retry-After` when it
 * gave one, otherwise exponential backoff with ±50 % jitter, so that many clients failing together
 * do not come back together. Null: don't retry (the server asks for too long a pause).
 */
export function retryDelay(
  attempt: number,
  retryAfter: string | null | undefined,
  random: () => number = Math.random,
  now: number = Date.now(),
): number | null {
  const asked = retryAfterMs(retryAfter, now);
  if (asked !== null) return asked > MAX_RETRY_AFTER_MS ? null : asked;
  return Math.round(RETRY_BASE_MS * 2 ** attempt * (0.5 + random()));
}

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('cancelled', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

/** A POST is retried only when it carries its request key: the server then answers a repeat once. */
export function hasRequestKey(body: unknown): boolean {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body.has('requestKey');
  if (body instanceof URLSearchParams) return (body.get('requestKey') ?? '') !== '';
  if (typeof body !== 'object' || body === null) return false;
  const key = (body as { requestKey?: unknown }).requestKey;
  return typeof key === 'string' && key !== '';
}
