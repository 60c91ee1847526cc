import { i18n } from '../i18n/i18n';
import { goToLogin } from '../navigation/navigate';
import { clearSession } from '../state/auth-atoms';
import { ApiError } from './api-error';
import { isEnvelope, serverMessage, SUCCESS_CODE, UNAUTHORIZED_CODE } from './envelope';

export type DataGuard<T> = (data: unknown) => data is T;

export interface RawResponse {
  status: number;
  body: unknown;
}

/**
 * Spec §8 for an answer that arrived: the envelope's data, `undefined` after a business 401 (the
 * session is cleared and login is on its way), or an ApiError for every other row.
 */
export function settleResponse<T>({ status, body }: RawResponse, guard?: DataGuard<T>): T | undefined {
  if (status !== 200) {
    throw new ApiError({
      kind: 'http',
      code: status,
      httpStatus: status,
      msg: serverMessage(body) ?? i18n.t('errors:serverError'),
    });
  }
  const badResponse = () =>
    new ApiError({ kind: 'empty', code: status, httpStatus: status, msg: i18n.t('errors:badResponse') });
  if (!isEnvelope(body)) throw badResponse();
  if (body.code === UNAUTHORIZED_CODE) {
    clearSession();
    goToLogin();
    return undefined;
  }
  if (body.code !== SUCCESS_CODE || !body.success) {
    throw new ApiError({
      kind: 'business',
      code: body.code,
      httpStatus: status,
      msg: serverMessage(body) ?? i18n.t('errors:businessError'),
      data: body.data ?? null,
    });
  }
  // A missing `data` becomes null, so that `undefined` only ever means "logged out".
  const data = body.data === undefined ? null : body.data;
  if (guard && !guard(data)) throw badResponse();
  return data as T;
}
