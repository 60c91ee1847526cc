import { i18n } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';

export const REQUEST_TIMEOUT_MS = 60_000;

/** The catalogue's row for a call that got no answer: offline, a dropped connection, or 60 s passed. */
export function transportError(cause: unknown, timedOut: boolean): ApiError {
  return new ApiError({
    kind: timedOut ? 'timeout' : 'network',
    code: NETWORK_ERROR_CODE,
    msg: i18n.t('errors:requestFailed'),
    cause,
  });
}

export const abortError = (): DOMException => new DOMException('cancelled', 'AbortError');
