import { i18n } from '../i18n/i18n';
import { isOnline } from '../network/connectivity';
import { toast } from '../ui/toast';
import { type ApiError, isApiError } from './api-error';
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
import { checkWire, type WireSchema } from '../contract/wire-check';
import { settleResponse, type RawResponse } from './settle-response';
import type * as TransportModule from './transport';
import { abortError, transportError } from './transport-error';

export { REQUEST_TIMEOUT_MS } from './transport-error';
export type QueryValue = TransportModule.QueryValue;
type Call = TransportModule.Call;

export interface CallOptions<T> {
  /** No toasts at all (errors or loading); 401 handling and the rejection still happen. */
  silent?: boolean;
  /** `false`: no loading toast even when the call outlasts 800 ms. */
  loading?: boolean;
  headers?: Record<string, string>;
  /**
   * The answer's shape (`data`): checked at the edge, and what the call resolves to is the schema's
   * output. A mismatch is logged with its path and treated as a malformed answer ("empty" row).
   */
  schema?: WireSchema<T>;
  /** Cancels the call (a newer search, a page left): it then rejects with an AbortError, no toast. */
  signal?: AbortSignal;
}

export interface GetOptions<T> extends CallOptions<T> {
  params?: Record<string, QueryValue>;
}

export type PeekOptions<T> = Pick<GetOptions<T>, 'params' | 'headers' | 'schema'>;

export interface PostOptions<T> extends CallOptions<T> {
  /** Send the body as JSON instead of form fields. */
  json?: boolean;
}

type Transport = typeof TransportModule;
let transport: Promise<Transport> | null = null;

/**
 * axios and the instance built on it arrive with the first call, beside the first route's files,
 * not on the way to the tab bar. A file that fails to arrive is a failed call (retried like one),
 * and the next call asks for it again.
 */
function loadTransport(): Promise<Transport> {
  transport ??= import('./transport').catch((cause: unknown) => {
    transport = null;
    throw transportError(cause, false);
  });
  return transport;
}

/** One call over the network, counted while it is on its way (see `afterFirstPage`). */
const send = (call: Call): Promise<RawResponse> => countCall(loadTransport().then(({ sendCall }) => sendCall(call)));

/** A prefetched answer still honours the page's own cancel. */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return pending;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(abortError());
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
  { silent = false, loading = true, schema, signal }: CallOptions<T>,
): Promise<T | undefined> {
  // Answers fetched ahead were true before this change (an order placed, a profile saved): not after.
  if (call.method !== 'get') forgetPrefetched();
  const prefetched =
    call.method === 'get'
      ? takePrefetched(requestKey(call.path, call.params, requestHeaders(null, call.headers)))
      : null;
  const stopLoading = silent || !loading ? () => undefined : toast.loadingAfter(i18n.t('errors:loading'));
  let result: T | undefined;
  try {
    const raw = await answer(call, prefetched, signal);
    result = settleResponse(raw, schema, { path: call.path, token: raw.token ?? '' });
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
    return request<T>({ method: 'get', path, params, headers: headers ?? {}, retriable: true }, options);
  },
  post<T = unknown>(
    path: string,
    body?: PostBody,
    { json = false, headers, ...options }: PostOptions<T> = {},
  ): Promise<T | undefined> {
    const data = encodeBody(body, json);
    return request<T>({ method: 'post', path, data, headers: headers ?? {}, retriable: hasRequestKey(data) }, options);
  },
  /**
   * Starts a GET a page is about to make (a route's prefetch, while its code still downloads): the
   * page's own `get` with the same path, query, language and session then takes this answer, once,
   * within 10 s, and handles it (toasts, schema, 401) as if it had sent it. A call already on its
   * way (the shell started it from the remote's manifest) is not sent again.
   */
  prefetch(path: string, params?: Record<string, QueryValue>): void {
    prefetchAnswer(path, params);
  },
  /**
   * The data of this GET's answer fetched ahead (the first page's calls, a tab's warmed on idle) when
   * it is already in, a success, and its schema accepts it; `undefined` otherwise. Nothing is taken:
   * the page's own `get` still takes that answer. So a first render can show data, not a skeleton.
   */
  peek<T = unknown>(path: string, { params, headers, schema }: PeekOptions<T> = {}): T | undefined {
    const answer = peekPrefetched(requestKey(path, params, requestHeaders(null, headers)));
    if (answer?.status !== 200 || !isEnvelope(answer.body)) return undefined;
    const { success, code, data = null } = answer.body;
    if (!success || code !== SUCCESS_CODE) return undefined;
    if (!schema) return data as T;
    // A mismatch is logged when the page's own call takes this answer; here it only means "no".
    const checked = checkWire(schema, data);
    return checked.ok ? checked.value : undefined;
  },
};

/** `http.prefetch`, with the answer: null when one is already on its way (its own starter has it). */
export function prefetchAnswer(
  path: string,
  params?: Record<string, QueryValue>,
  hold?: Hold,
): Promise<RawResponse> | null {
  const key = requestKey(path, params, requestHeaders(null));
  if (isPrefetched(key)) return null;
  const answer = send({ method: 'get', path, params, headers: {} });
  keepPrefetched(key, answer, Date.now(), hold);
  return answer;
}
