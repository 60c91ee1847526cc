import axios, { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getConfig } from '../state/config';
import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE, requestHeaders } from './request-headers';
import type { RawResponse } from './settle-response';
import { abortError, REQUEST_TIMEOUT_MS, transportError } from './transport-error';

/**
 * The app's one axios instance, and the only module that imports axios (lint holds it). It is
 * loaded with the first call, not before the tab bar: `client.ts` imports it lazily.
 */

export type QueryValue = string | number | boolean | null | undefined;

export interface Call {
  signal?: AbortSignal;
  method: 'get' | 'post';
  path: string;
  params?: Record<string, QueryValue>;
  data?: unknown;
  /** The call's own headers; the contract's (spec §7) are added by the request interceptor. */
  headers: Record<string, string>;
  /** A GET, or a POST carrying its request key: asking again can't do anything twice. */
  retriable?: boolean;
}

/** Why the deadline's controller aborted, told apart from the caller's cancel. */
const DEADLINE = 'deadline';

/** The query's present values, as the browser's form encoding writes them. */
function serializeParams(params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  return query.toString();
}

/** JSON when it parses; otherwise the text as it came (the catalogue's "empty/malformed" rows judge it). */
function parseBody(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return text ?? '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Form fields by default, JSON where the call said so, none for FormData (the browser adds the boundary). */
function contentTypeOf(data: unknown): string | null {
  if (data instanceof URLSearchParams) return FORM_CONTENT_TYPE;
  if (data === undefined || (typeof FormData !== 'undefined' && data instanceof FormData)) return null;
  return JSON_CONTENT_TYPE;
}

/** Spec §7: every call carries the platform, the fixed basic authorization and the session, read now. */
function withContractHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = /^https?:\/\//.test(config.url ?? '') ? undefined : getConfig().baseApi.replace(/\/+$/, '');
  const own = config.headers.toJSON() as Record<string, string>;
  config.headers = AxiosHeaders.from(requestHeaders(contentTypeOf(config.data), own));
  return config;
}

function toRawResponse(response: AxiosResponse<unknown>): RawResponse {
  const retryAfter = response.headers['retry-after'];
  const token = AxiosHeaders.from(response.config.headers).get('token');
  return {
    status: response.status,
    body: response.data,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
    token: typeof token === 'string' ? token : '',
  };
}

/** No answer: the caller's cancel stays an AbortError; everything else is the catalogue's −100 row. */
function toTransportFailure(error: unknown): never {
  const signal = axios.isAxiosError(error) || axios.isCancel(error) ? error.config?.signal : undefined;
  const deadline = (signal as AbortSignal | undefined)?.reason === DEADLINE;
  if (axios.isCancel(error) && !deadline) throw abortError();
  const timedOut = deadline || (axios.isAxiosError(error) && ['ECONNABORTED', 'ETIMEDOUT'].includes(error.code ?? ''));
  throw transportError(error, timedOut);
}

const api = axios.create({
  // XMLHttpRequest: the builds leave axios's fetch adapter out (scripts/webpack/axios-without-fetch.mjs).
  adapter: 'xhr',
  timeout: REQUEST_TIMEOUT_MS,
  // The text as it came: the catalogue judges an empty or malformed body, not axios.
  responseType: 'text',
  transformResponse: [parseBody],
  // Every status is an answer: retries and the catalogue (settle-response.ts) read it.
  validateStatus: () => true,
  paramsSerializer: { serialize: serializeParams },
});
api.interceptors.request.use(withContractHeaders);
api.interceptors.response.use(undefined, toTransportFailure);

/** One call over the network: its status, body and `Retry-After`, or an ApiError / AbortError. */
export async function sendCall({ method, path, params, data, headers, signal }: Call): Promise<RawResponse> {
  if (signal?.aborted) throw abortError();
  // Not every transport honours xhr.timeout (some webviews, in-page interceptors), so the 60 s
  // budget is enforced here as well.
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(DEADLINE), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    return toRawResponse(await api.request({ method, url: path, params, data, headers, signal: controller.signal }));
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', cancel);
  }
}
