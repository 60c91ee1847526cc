/** Which code a log entry came from: the shell's build and the version of the route's remote. */
export interface LogContext {
  shellVersion: string;
  /** `mf_orders@1.4.0+3f9c2ab1`, or '' outside a remote's page. */
  remote: string;
}

let context: LogContext = { shellVersion: '', remote: '' };

/** The shell sets its version once and the route's remote on every page it shows. */
export function setLogContext(next: Partial<LogContext>): void {
  context = { ...context, ...next };
}

export function logContext(): LogContext {
  return context;
}
