import { isCancelledError } from 'ahooks/es/useRequest';

/**
 * Whether a `useRequest` promise (`runAsync`, `refreshAsync`) rejected only because its request was
 * cancelled (the page left, `cancel()`) or superseded by a newer run: nothing failed, the newer
 * run's outcome is the one the screen shows.
 */
export function isCancelledRequest(error: unknown): boolean {
  return isCancelledError(error);
}

/**
 * A `useRequest` promise that resolves to `undefined` when its request is cancelled or superseded,
 * and rejects only when it failed. ahooks rejects it then, and a caller that awaits it (a claim's
 * refresh, a pull-down) would otherwise see a failure, or leave an unhandled rejection.
 */
export function unlessCancelled<T>(request: Promise<T>): Promise<T | undefined> {
  return request.catch((error: unknown) => {
    if (isCancelledRequest(error)) return undefined;
    throw error;
  });
}
