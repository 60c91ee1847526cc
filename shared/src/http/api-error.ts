/** The code a call rejects with when no answer arrived (offline, dropped connection, timeout). */
export const NETWORK_ERROR_CODE = -100;

/** Which row of the error catalogue (spec §8) a failed call fell into. */
export type ApiErrorKind = 'http' | 'empty' | 'business' | 'network' | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: number;
  /** The text the user was (or, for a silent call, would have been) shown. */
  msg: string;
  httpStatus?: number;
  /** A business answer's `data`, e.g. which field the server refused; check it before use. */
  data?: unknown;
  cause?: unknown;
}

/**
 * Why a call failed. `code` is the business code for `business`, the HTTP status for `http` and
 * `empty`, and NETWORK_ERROR_CODE for `network` and `timeout`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly msg: string;
  readonly httpStatus?: number;
  /** The envelope's `data` of a business refusal (null when it had none); undefined for other kinds. */
  readonly data: unknown;

  constructor({ kind, code, msg, httpStatus, data, cause }: ApiErrorInit) {
    super(msg, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.code = code;
    this.msg = msg;
    if (httpStatus !== undefined) this.httpStatus = httpStatus;
    this.data = data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server said the thing asked for does not exist (or is not this user's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 404 || (error.kind === 'business' && error.code === 404));
}
