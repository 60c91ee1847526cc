import { getConfig } from '../config/config';
import { i18n } from '../i18n/i18n';
import { isOnline } from '../network/connectivity';
import { toast } from '../ui/toast';
import { ApiError, isApiError, NETWORK_ERROR_CODE } from './api-error';
import { showFailure } from './failure-toast';
import { countCall } from './in-flight';
import { isEnvelope, SUCCESS_CODE } from './envelope';
import {
  forgetPrefetched,
  type Hold,
  isPrefetched,
  keepPrefetched,
  peekPrefetched,
  requestKey,
  takePrefetched,
} from './prefetch';
import { encodeBody, type PostBody } from './request-body';
import { requestHeaders } from './request-headers';
import { hasRequestKey, isRetriableStatus, MAX_RETRIES, pause, retryDelay } from './retry';
import { settleResponse, type DataGuard, type RawResponse } from './settle-response';

export const REQUEST_TIMEOUT_MS = 60_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions<T> {
  /** No toasts at all (errors or loading); 401 handling and the rejection still happen. */
  silent?: boolean;
  /** `false`: no loading toast even when the call outlasts 800 ms. */
  loading?: boolean;
  headers?: Record<string, string>;
  /** Checks `data` at the edge; a mismatch is treated as a malformed answer ("empty" row). */
  guard?: DataGuard<T>;
  /** Cancels the call (a newer search, a page left): it then rejects with an AbortError, no toast. */
  signal?: AbortSignal;
}

export interface GetOptions<T> extends CallOptions<T> {
  params?: Record<string, QueryValue>;
}

export type PeekOptions<T> = Pick<GetOptions<T>, 'params' | 'headers' | 'guard'>;

export interface PostOptions<T> extends CallOptions<T> {
  /** Send the body as JSON instead of form fields. */
  json?: boolean;
}

interface Call {
  signal?: AbortSignal;
  method: 'get' | 'post';
  path: string;
  params?: Record<string, QueryValue>;
  data?: unknown;
  headers: Record<string, string>;
  /** A GET, or a POST carrying its request key: asking again can't do anything twice. */
  retriable?: boolean;
}

function transportError(cause: unknown, timedOut: boolean): ApiError {
  return new ApiError({
    kind: timedOut ? 'timeout' : 'network',
    code: NETWORK_ERROR_CODE,
    msg: i18n.t('errors:requestFailed'),
    cause,
  });
}

/** The API's base (config) joined to the path, with the query's present values. */
function urlOf(path: string, params: Record<string, QueryValue> | undefined): string {
  const base = /^https?:\/\//.test(path) ? '' : getConfig().baseApi.replace(/\/+$/, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${base}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** JSON when it parses; otherwise the text as it came (the catalogue's "empty/malformed" rows judge it). */
function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function bodyOf(data: unknown): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof URLSearchParams || data instanceof FormData) return data;
  return JSON.stringify(data);
}

/** One call over the network, counted while it is on its way (see `afterFirstPage`). */
const send = (call: Call): Promise<RawResponse> => countCall(sendOnce(call));

async function sendOnce({ method, path, params, data, headers, signal }: Call): Promise<RawResponse> {
  if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
  // Not every transport honours xhr.timeout (some webviews, in-page interceptors), so the
  // 60 s budget is enforced here as well.
  const controller = new AbortController();
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    // The platform's fetch, not a library: the client is on every page's critical path, and the
    // error catalogue, timeout and cancel are all implemented here anyway.
    const response = await fetch(urlOf(path, params), {
      method: method.toUpperCase(),
      headers,
      body: bodyOf(data),
      signal: controller.signal,
    });
    const retryAfter = response.headers.get('Retry-After');
    return { status: response.status, body: parseBody(await response.text()), retryAfter };
  } catch (cause) {
    if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
    throw transportError(cause, timedOut);
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', cancel);
  }
}

/** A prefetched answer still honours the page's own cancel. */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return pending;
  if (signal.aborted) return Promise.reject(new DOMException('cancelled', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('cancelled', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The answer, asked again (at most MAX_RETRIES times, with backoff) while the network drops it or
 * the server answers 5xx or 429 — only for calls that can't do anything twice, and not offline.
 * A prefetched answer counts as the first attempt.
 */
async function answer(call: Call, first: Promise<RawResponse> | null, signal?: AbortSignal): Promise<RawResponse> {
  for (let attempt = 0; ; attempt += 1) {
    let outcome: RawResponse | ApiError;
    try {
      outcome = await (attempt === 0 && first ? untilAborted(first, signal) : send({ ...call, signal }));
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'network') throw error;
      outcome = error;
    }
    const failed = isApiError(outcome) || isRetriableStatus(outcome.status);
    const delay =
      failed && call.retriable && attempt < MAX_RETRIES && isOnline()
        ? retryDelay(attempt, isApiError(outcome) ? null : outcome.retryAfter)
        : null;
    if (delay === null) {
      if (isApiError(outcome)) throw outcome;
      return outcome;
    }
    await pause(delay, signal);
  }
}

async function request<T>(
  call: Call,
  { silent = false, loading = true, guard, signal }: CallOptions<T>,
): Promise<T | undefined> {
  // Answers fetched ahead were true before this change (an order placed, a profile saved): not after.
  if (call.method !== 'get') forgetPrefetched();
  const prefetched = call.method === 'get' ? takePrefetched(requestKey(call.path, call.params, call.headers)) : null;
  const stopLoading = silent || !loading ? () => undefined : toast.loadingAfter(i18n.t('errors:loading'));
  let result: T | undefined;
  try {
    const sent = { path: call.path, token: call.headers.token ?? '' };
    result = settleResponse(await answer(call, prefetched, signal), guard, sent);
  } catch (error) {
    // The loading toast goes first: ending it later would also close the error toast.
    stopLoading();
    if (!silent && isApiError(error)) showFailure(error);
    throw error;
  }
  stopLoading();
  return result;
}

/**
 * The one HTTP client (spec §7, §8). Resolves to the envelope's `data` (`null` when absent).
 * Resolves to `undefined` only after a business 401: the session is cleared and the app is on its
 * way to login, so callers should stop quietly (`if (data === undefined) return;`). Every other
 * failure rejects with an ApiError after its toast has been shown (one per burst of failures).
 * GETs, and POSTs with a `requestKey`, are retried by themselves on a network error, 5xx or 429.
 */
export const http = {
  get<T = unknown>(path: string, { params, headers, ...options }: GetOptions<T> = {}): Promise<T | undefined> {
    return request<T>(
      { method: 'get', path, params, headers: requestHeaders(null, headers), retriable: true },
      options,
    );
  },
  post<T = unknown>(
    path: string,
    body?: PostBody,
    { json = false, headers, ...options }: PostOptions<T> = {},
  ): Promise<T | undefined> {
    const { data, contentType } = encodeBody(body, json);
    const retriable = hasRequestKey(data);
    return request<T>(
      { method: 'post', path, data, headers: requestHeaders(contentType, headers), retriable },
      options,
    );
  },
  /**
   * Starts a GET a page is about to make (a route's prefetch, while its code still downloads): the
   * page's own `get` with the same path, query, language and session then takes this answer, once,
   * within 10 s, and handles it (toasts, guard, 401) as if it had sent it. A call already on its
   * way (the shell started it from the remote's manifest) is not sent again.
   */
  prefetch(path: string, params?: Record<string, QueryValue>): void {
    prefetchAnswer(path, params);
  },
  /**
   * The data of this GET's answer fetched ahead (the first page's calls, a tab's warmed on idle) when
   * it is already in, a success, and its guard accepts it; `undefined` otherwise. Nothing is taken:
   * the page's own `get` still takes that answer. So a first render can show data, not a skeleton.
   */
  peek<T = unknown>(path: string, { params, headers, guard }: PeekOptions<T> = {}): T | undefined {
    const answer = peekPrefetched(requestKey(path, params, requestHeaders(null, headers)));
    if (answer?.status !== 200 || !isEnvelope(answer.body)) return undefined;
    const { success, code, data = null } = answer.body;
    if (!success || code !== SUCCESS_CODE || (guard && !guard(data))) return undefined;
    return data as T;
  },
};

/** `http.prefetch`, with the answer: null when one is already on its way (its own starter has it). */
export function prefetchAnswer(
  path: string,
  params?: Record<string, QueryValue>,
  hold?: Hold,
): Promise<RawResponse> | null {
  const headers = requestHeaders(null);
  const key = requestKey(path, params, headers);
  if (isPrefetched(key)) return null;
  const answer = send({ method: 'get', path, params, headers });
  keepPrefetched(key, answer, Date.now(), hold);
  return answer;
}
