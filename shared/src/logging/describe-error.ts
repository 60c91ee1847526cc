import { isApiError } from '../http/api-error';

export interface ErrorDescription {
  /** What was thrown: the error's name (or `ApiError(business 500)`), or the type of a non-error. */
  error: string;
  message: string;
  stack: string;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Anything that can be thrown or rejected, as the log call's `error`, `message` and `stack`. */
export function describeError(thrown: unknown): ErrorDescription {
  if (isApiError(thrown)) {
    return { error: `ApiError(${thrown.kind} ${thrown.code})`, message: thrown.msg, stack: thrown.stack ?? '' };
  }
  if (thrown instanceof Error) {
    const cause = thrown.cause instanceof Error ? `\nCaused by: ${thrown.cause.stack ?? thrown.cause.message}` : '';
    return { error: thrown.name, message: thrown.message, stack: `${thrown.stack ?? ''}${cause}` };
  }
  if (typeof thrown === 'string') return { error: '', message: thrown, stack: '' };
  if (thrown === null || thrown === undefined) return { error: String(thrown), message: '', stack: '' };
  return { error: typeof thrown, message: typeof thrown === 'object' ? safeJson(thrown) : String(thrown), stack: '' };
}
