// The remote health contract between the shell, the back end and the CLI (docs/api-contract.md,
// "Remote health reports"): types only, so the shell pays no bytes for them.

export type LoadPhase = 'manifest' | 'entry' | 'chunk' | 'gate';
export type LoadFailures = Record<LoadPhase, number>;

/** What one tab session met of one remote version (docs/delivery.md, "What renters' sessions report"). */
export interface SessionVersionHealth {
  remote: string;
  version: string;
  /** The device was served this version as a canary. */
  canary: boolean;
  /** Pages of this version shown: their code loaded and their first render passed. */
  pages: number;
  failed: LoadFailures;
  /** First renders that threw. */
  renderErrors: number;
  /** Errors logged while its pages were in view. */
  errors: number;
  /** Times it served because a better-ranked version failed. */
  fallbacks: number;
  /** The session's first page's LCP, when this version served it. */
  lcpMs: number | null;
  /** The slowest interaction on its pages. */
  inpMs: number | null;
}

/** The log entry's `info` (as JSON): the session's cumulative figures, the latest replacing the last. */
export interface HealthReport {
  kind: 'remote-health';
  v: 1;
  session: string;
  /** The share of sessions reporting that this one was kept at (canary devices always report). */
  sampled: number;
  remotes: SessionVersionHealth[];
}

/** One remote@version's figures over the sessions of a window. */
export interface VersionHealth {
  sessions: number;
  failedSessions: number;
  /** failedSessions / sessions, 0 when none. */
  errorRate: number;
  loadFailures: LoadFailures;
  renderErrors: number;
  errors: number;
  fallbacks: number;
  pages: number;
  lcpP75Ms: number | null;
  lcpSamples: number;
  inpP75Ms: number | null;
  inpSamples: number;
}

/** What the back end's health call (or a monitoring query) answers. */
export interface HealthAggregate {
  since: string | null;
  until: string;
  /** registry name → version → figures */
  remotes: Record<string, Record<string, VersionHealth>>;
}
