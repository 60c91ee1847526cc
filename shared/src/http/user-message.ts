import { isApiError } from './api-error';

/**
 * What to tell a renter about a failure: an API error's message (the server's words or the
 * catalogue's, already in their language), never a developer's `Error.message`.
 */
export function userMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.msg ? error.msg : fallback;
}
