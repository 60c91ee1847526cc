import { manifestEntry, routePath, type Disabled, type RemoteRecord, type VersionIntegrity } from './schema';

export type CandidateReason = 'override' | 'canary' | 'live' | 'fallback';

/** One version of a remote the shell may load, in the order it tries them. */
export interface Candidate {
  version: string;
  /** Manifest URL, relative to the registry file or absolute. */
  entry: string;
  routes: readonly string[];
  reason: CandidateReason;
  /** As deploy recorded it; a tester's URL pin has none. */
  integrity?: VersionIntegrity;
  /** The manifest the registry carries for it (live and canary versions), so none is fetched. */
  manifest?: Record<string, unknown>;
}

/** A tester's pin: a deployed version, or a manifest URL (its origin is checked by the shell). */
export type Override = { version: string } | { url: string };

export interface SelectOptions {
  /** The device's canary place (0–99) for a version of this remote. */
  bucket: (version: string) => number;
  override?: Override | null;
  /** Versions that failed on this device this session. */
  bad?: ReadonlySet<string>;
}

/** The label a URL override gets wherever a version is shown. */
export const urlVersion = (url: string): string => `url:${url}`;

/**
 * The versions to try for a remote, best first: a tester's pin, else the canary when this device is
 * in its share, else the live version; then every earlier live version, newest first, as the
 * last-known-good fallbacks. Versions that already failed this session are left out.
 */
export function candidatesFor(remote: RemoteRecord, opts: SelectOptions): Candidate[] {
  const liveRoutes = remote.live ? (remote.versions[remote.live]?.routes ?? []) : [];
  const list: Candidate[] = [];
  const add = (version: string, reason: CandidateReason) => {
    if (list.some((c) => c.version === version)) return;
    const record = remote.versions[version];
    const entry = record?.entry ?? manifestEntry(remote.dir, version);
    const integrity = record?.integrity;
    const manifest = record?.manifest;
    list.push({
      version,
      entry,
      routes: record?.routes ?? liveRoutes,
      reason,
      ...(integrity ? { integrity } : {}),
      ...(manifest ? { manifest } : {}),
    });
  };
  const override = opts.override;
  if (override && 'url' in override) {
    list.push({ version: urlVersion(override.url), entry: override.url, routes: liveRoutes, reason: 'override' });
  } else if (override) {
    add(override.version, 'override');
  }
  const canary = remote.canary;
  if (canary && opts.bucket(canary.version) < canary.percent) add(canary.version, 'canary');
  if (remote.live) add(remote.live, 'live');
  for (const { version } of remote.history) add(version, 'fallback');
  const bad = opts.bad;
  return bad ? list.filter((c) => !bad.has(c.version)) : list;
}

/** The switch (`disable`) over `path` among a remote's: its own route's, else the remote's whole one. */
export function switchOver(remote: RemoteRecord, path: string): Disabled | null {
  const p = routePath(path);
  const switches = remote.disabled;
  return switches?.find((d) => d.route === p) ?? switches?.find((d) => d.route === null) ?? null;
}
