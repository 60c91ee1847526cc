import type { HealthReport, RemoteHealthEntry } from '../state/health-report';

/** A clean first page of `mf_account@1.0.3`: no failures, no timings; override what a test needs. */
export function healthEntry(fields: Partial<RemoteHealthEntry> = {}): RemoteHealthEntry {
  return {
    remote: 'mf_account',
    version: '1.0.3+abcd1234',
    canary: false,
    pages: 1,
    failed: { manifest: 0, entry: 0, chunk: 0, gate: 0 },
    renderErrors: 0,
    errors: 0,
    fallbacks: 0,
    lcpMs: null,
    inpMs: null,
    ...fields,
  };
}

export function healthReport(session: string, remotes: RemoteHealthEntry[] = [healthEntry()]): HealthReport {
  return { kind: 'remote-health', v: 1, session, sampled: 1, remotes };
}

/** The printLog body the shell sends for a report. */
export function healthLog(info: unknown): Record<string, unknown> {
  return {
    level: 'info',
    instance: 'health',
    error: '',
    message: '',
    stack: '',
    route: 'pages/home/home',
    shellVersion: '1.4.0+0badc0de',
    remote: null,
    lang: 'en',
    info: typeof info === 'string' ? info : JSON.stringify(info),
  };
}
