export interface LogGateLimits {
  /** The same entry again within this time is dropped. */
  dedupeMs: number;
  windowMs: number;
  /** At most this many entries per `windowMs`. */
  perWindow: number;
  /** At most this many entries per page load. */
  perPage: number;
}

export const DEFAULT_LOG_LIMITS: LogGateLimits = { dedupeMs: 60_000, windowMs: 10_000, perWindow: 10, perPage: 50 };

export type Admission = { send: true; droppedBefore: number } | { send: false };

/**
 * Decides which log entries go out, so that an error thrown in a render loop or a timer cannot
 * flood the log call. What it drops is counted and reported with the next entry it lets through.
 */
export function createLogGate(limits: LogGateLimits = DEFAULT_LOG_LIMITS, now: () => number = () => Date.now()) {
  const lastSent = new Map<string, number>();
  let recent: number[] = [];
  let sent = 0;
  let dropped = 0;

  return {
    admit(key: string): Admission {
      const t = now();
      recent = recent.filter((at) => t - at < limits.windowMs);
      const previous = lastSent.get(key);
      const duplicate = previous !== undefined && t - previous < limits.dedupeMs;
      if (duplicate || sent >= limits.perPage || recent.length >= limits.perWindow) {
        dropped += 1;
        return { send: false };
      }
      lastSent.set(key, t);
      recent.push(t);
      sent += 1;
      const droppedBefore = dropped;
      dropped = 0;
      return { send: true, droppedBefore };
    },
  };
}

export type LogGate = ReturnType<typeof createLogGate>;
