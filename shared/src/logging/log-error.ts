import { currentLanguage } from '../i18n/i18n';
import { currentRoute } from '../navigation/navigate';
import { describeError } from './describe-error';
import { logContext, type LogContext } from './log-context';
import { createLogGate } from './log-gate';
import { sendLogEntry } from './log-sender';
import { maskSensitive } from './mask-sensitive';

export { PRINT_LOG_PATH } from './log-sender';

export type LogLevel = 'error' | 'info';

export interface LogInput {
  error: unknown;
  /** Context: a React component stack, where a global error came from, … */
  info?: string;
  /** What reported it, e.g. `route:pages/user/user` or `window`. */
  instance?: string;
  level?: LogLevel;
}

/** The log call's payload (spec §3). */
export interface LogEntry {
  /** The route's path; never its query, whose values are the renter's own data. */
  route: string;
  info: string;
  instance: string;
  error: string;
  stack: string;
  message: string;
  level: LogLevel;
  /** The shell build the page runs. */
  shellVersion: string;
  /** The route's remote and version (`mf_orders@1.4.0+3f9c2ab1`). */
  remote: string;
  /** The interface language the renter saw. */
  lang: string;
}

const MAX_FIELD = 2000;
const MAX_STACK = 6000;

const gate = createLogGate();

type LogWatcher = (input: LogInput, context: LogContext) => void;
let watcher: LogWatcher | undefined;
/** What was logged before anyone watched (the watcher starts after the first page): at most a page's worth. */
const early: [LogInput, LogContext][] = [];

/**
 * Sees every entry before the rate limit, those logged before it started included (the shell's
 * health report counts a remote version's errors, however many the log call itself lets through).
 */
export function watchLogs(fn: LogWatcher): void {
  watcher = fn;
  early.splice(0).forEach(([input, context]) => fn(input, context));
}

const watch = (input: LogInput) => {
  if (watcher) watcher(input, logContext());
  else if (early.length < 50) early.push([input, logContext()]);
};

// Masked before cutting, so that a cut can never leave half a number unmasked.
const clean = (text: string, max = MAX_FIELD) => maskSensitive(text).slice(0, max);

/**
 * Sends an entry to the log call, masked and rate-limited. Never throws and never reports its own
 * failure: a broken log call must not produce more log calls, toasts or unhandled rejections.
 */
export function logError({ error, info = '', instance = '', level = 'error' }: LogInput): void {
  try {
    watch({ error, info, instance, level });
    const route = currentRoute().split('?')[0] ?? '/';
    const described = describeError(error);
    const admission = gate.admit(`${described.message}\n${described.stack}\n${route}`);
    if (!admission.send) return;
    const note = admission.droppedBefore > 0 ? `[${admission.droppedBefore} earlier log entries dropped]` : '';
    const entry: LogEntry = {
      route: clean(route),
      info: clean([info, note].filter(Boolean).join('\n')),
      instance: clean(instance),
      error: clean(described.error),
      stack: clean(described.stack, MAX_STACK),
      message: clean(described.message),
      level,
      ...logContext(),
      lang: currentLanguage(),
    };
    sendLogEntry(entry);
  } catch {
    // Logging is best effort; the app goes on.
  }
}

export function logInfo(message: string, info?: string): void {
  logError({ error: message, info, level: 'info' });
}
