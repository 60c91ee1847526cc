import { checkWire, describeMismatch, type WireSchema } from '../contract/wire-check';
import { i18n } from '../i18n/i18n';
import { logError } from '../logging/log-error';
import { ApiError } from './api-error';
import { isEnvelope, serverMessage, SUCCESS_CODE, UNAUTHORIZED_CODE } from './envelope';
import { isHumanMessage } from './human-message';
import { handleUnauthorized } from './unauthorized';

export interface RawResponse {
  status: number;
  body: unknown;
  /** The `Retry-After` header, for a 429 or 503. */
  retryAfter?: string | null;
  /** The session token the call went out with (none when signed out). */
  token?: string;
}

/** Which call the answer belongs to: its path (for the log) and the token it was sent with. */
export interface SentWith {
  path: string;
  token: string;
}

/**
 * The server's message when a person can read it; a stack trace, SQL or a dump is logged instead
 * and the catalogue's generic text shown.
 */
function messageFor(body: unknown, fallback: string, sent: SentWith | undefined): string {
  const msg = serverMessage(body);
  if (msg === undefined) return fallback;
  if (isHumanMessage(msg)) return msg;
  logError({ error: msg, info: `unreadable server msg of ${sent?.path ?? 'a call'}`, instance: 'http', level: 'info' });
  return fallback;
}

/**
 * Spec §8 for an answer that arrived: the envelope's data, `undefined` after a business 401 (the
 * session is cleared and login is on its way), or an ApiError for every other row.
 */
export function settleResponse<T>(
  { status, body }: RawResponse,
  schema?: WireSchema<T>,
  sent?: SentWith,
): T | undefined {
  if (status !== 200) {
    throw new ApiError({
      kind: 'http',
      code: status,
      httpStatus: status,
      msg: messageFor(body, i18n.t('errors:serverError'), sent),
    });
  }
  const badResponse = () =>
    new ApiError({ kind: 'empty', code: status, httpStatus: status, msg: i18n.t('errors:badResponse') });
  if (!isEnvelope(body)) throw badResponse();
  if (body.code === UNAUTHORIZED_CODE) {
    handleUnauthorized(sent?.token ?? '');
    return undefined;
  }
  if (body.code !== SUCCESS_CODE || !body.success) {
    throw new ApiError({
      kind: 'business',
      code: body.code,
      httpStatus: status,
      msg: messageFor(body, i18n.t('errors:businessError'), sent),
      data: body.data ?? null,
    });
  }
  // A missing `data` becomes null, so that `undefined` only ever means "logged out".
  const data = body.data === undefined ? null : body.data;
  if (!schema) return data as T;
  const checked = checkWire(schema, data);
  if (checked.ok) return checked.value;
  // Where the answer broke its contract, so the back end's team can find it; the renter sees the
  // catalogue's "empty" row.
  const where = describeMismatch(checked.mismatch);
  logError({ error: `unexpected answer of ${sent?.path ?? 'a call'} at ${where}`, info: where, instance: 'http' });
  throw badResponse();
}
