import type { VersionHealth } from '@rental/platform/node';
import type { HealthReport, RemoteHealthEntry } from './health-report';

/*
 * Each report is a session's cumulative snapshot, so one record per (session, remote, version) is
 * kept and replaced by the next report: a lost or repeated send never counts twice.
 */

/**
 * A record is a few hundred bytes; 20,000 hold a long canary window's worth of sessions in a few MB.
 * Without a cap, a dev API left running under benches or soak tests (a new session per tab) would
 * grow without end; the oldest records are the ones no recent window still reads.
 */
export const MAX_HEALTH_RECORDS = 20_000;

export interface HealthRecord extends RemoteHealthEntry {
  session: string;
  receivedAt: number;
}

/** Keyed by session, remote and version; in the order last received (a Map keeps insertion order). */
export type RemoteHealthStore = Map<string, HealthRecord>;

export type { LoadFailures, VersionHealth } from '@rental/platform/node';

/** remote → version → figures. */
export type RemoteHealth = Record<string, Record<string, VersionHealth>>;

export function keepHealthReport(
  store: RemoteHealthStore,
  report: HealthReport,
  receivedAt: number,
  max = MAX_HEALTH_RECORDS,
): void {
  for (const entry of report.remotes) {
    const key = JSON.stringify([report.session, entry.remote, entry.version]);
    // Deleting first moves the key to the end, so the Map's first key is always the oldest received.
    store.delete(key);
    store.set(key, { ...entry, session: report.session, receivedAt });
  }
  for (const oldest of store.keys()) {
    if (store.size <= max) break;
    store.delete(oldest);
  }
}

export function sessionFailed(record: RemoteHealthEntry): boolean {
  const { manifest, entry, chunk, gate } = record.failed;
  return manifest + entry + chunk + gate + record.renderErrors + record.errors > 0;
}

/** Nearest rank: the smallest sample that at least 75 % of the samples are at or below. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

function figuresOf(records: HealthRecord[]): VersionHealth {
  const sum = (pick: (r: HealthRecord) => number) => records.reduce((total, r) => total + pick(r), 0);
  const failedSessions = records.filter(sessionFailed).length;
  const lcp = records.flatMap((r) => (r.lcpMs === null ? [] : [r.lcpMs]));
  const inp = records.flatMap((r) => (r.inpMs === null ? [] : [r.inpMs]));
  return {
    sessions: records.length,
    failedSessions,
    errorRate: records.length === 0 ? 0 : failedSessions / records.length,
    loadFailures: {
      manifest: sum((r) => r.failed.manifest),
      entry: sum((r) => r.failed.entry),
      chunk: sum((r) => r.failed.chunk),
      gate: sum((r) => r.failed.gate),
    },
    renderErrors: sum((r) => r.renderErrors),
    errors: sum((r) => r.errors),
    fallbacks: sum((r) => r.fallbacks),
    pages: sum((r) => r.pages),
    lcpP75Ms: p75(lcp),
    lcpSamples: lcp.length,
    inpP75Ms: p75(inp),
    inpSamples: inp.length,
  };
}

/** The figures per remote and version, over the records last received at or after `since`. */
export function remoteHealth(store: RemoteHealthStore, filter: { remote?: string; since?: number } = {}): RemoteHealth {
  const groups = new Map<string, Map<string, HealthRecord[]>>();
  for (const record of store.values()) {
    if (filter.remote !== undefined && record.remote !== filter.remote) continue;
    if (filter.since !== undefined && record.receivedAt < filter.since) continue;
    const versions = groups.get(record.remote) ?? new Map<string, HealthRecord[]>();
    groups.set(record.remote, versions);
    const records = versions.get(record.version) ?? [];
    versions.set(record.version, records);
    records.push(record);
  }
  // fromEntries defines own properties, so a remote or version named `__proto__` stays plain data.
  return Object.fromEntries(
    [...groups].map(([remote, versions]) => [
      remote,
      Object.fromEntries([...versions].map(([version, records]) => [version, figuresOf(records)])),
    ]),
  );
}
