import { isApiError } from '../http/api-error';
import { logError } from './log-error';

let uninstall: (() => void) | null = null;

function onError(event: ErrorEvent): void {
  const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
  logError({ error: event.error ?? event.message, info: where, instance: 'window.error' });
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (isApiError(reason)) {
    // The user already saw its toast; without a connection the log call would fail as well.
    if (reason.kind === 'network' || reason.kind === 'timeout') return;
    logError({
      error: reason,
      info: 'unhandled rejection of an API call',
      instance: 'window.unhandledrejection',
      level: 'info',
    });
    return;
  }
  logError({ error: reason, instance: 'window.unhandledrejection' });
}

/**
 * Sends uncaught errors and unhandled rejections to the log call with the current route. Called
 * once by the shell; calling it again changes nothing. Returns the function that removes them.
 */
export function installGlobalErrorHandlers(): () => void {
  if (uninstall) return uninstall;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  uninstall = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onUnhandledRejection);
    uninstall = null;
  };
  return uninstall;
}
