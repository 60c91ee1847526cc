import type { BuildCommit } from './build-commit';
import {
  emptyRemote,
  HISTORY_LIMIT,
  UPLOADS_LIMIT,
  type Dated,
  type Preview,
  type RegistryDoc,
  type RemoteRecord,
  type VersionRecord,
} from './schema';
import { isLivePreview } from './previews';

/** A change the registry's rules refuse: says why, and nothing is written. */
export class RegistryRuleError extends Error {
  override name = 'RegistryRuleError';
}

export interface Change<T> {
  doc: RegistryDoc;
  outcome: T;
}

const clone = (doc: RegistryDoc): RegistryDoc => structuredClone(doc);

const pushDated = (list: Dated[], version: string, at: string, limit: number): Dated[] =>
  [{ version, at }, ...list.filter((d) => d.version !== version)].slice(0, limit);

const served = (remote: RemoteRecord): string[] => [
  ...(remote.live ? [remote.live] : []),
  ...(remote.canary ? [remote.canary.version] : []),
];

/** Versions of `name` that previews name: their records stay while the preview does. */
const previewed = (doc: RegistryDoc, name: string): string[] =>
  Object.values(doc.previews ?? {}).flatMap((p) => (p.versions[name] ? [p.versions[name]] : []));

/**
 * Keeps only the records the registry still names, and manifests only in the records renters may be
 * served, so the file renters download stays small.
 */
function prune(doc: RegistryDoc, name: string): void {
  const remote = doc.remotes[name];
  if (!remote) return;
  const named = new Set([
    ...previewed(doc, name),
    ...served(remote),
    ...remote.history.map((d) => d.version),
    ...remote.uploads.map((d) => d.version),
  ]);
  const kept = Object.entries(remote.versions).filter(([version]) => named.has(version));
  const carry = new Set(served(remote));
  remote.versions = Object.fromEntries(
    kept.map(([version, { manifest, ...record }]) => [
      version,
      carry.has(version) && manifest ? { ...record, manifest } : record,
    ]),
  );
}

/**
 * A change that may serve `version` to renters, with that version's manifest put in its record
 * (when it is then live or in a canary): the shell starts its routes from the registry alone.
 * Without a manifest (unreadable, or its bytes not the recorded ones) the shell fetches the file.
 */
export function withManifest<T>(
  change: Change<T>,
  name: string,
  version: string,
  manifest: Record<string, unknown> | null,
): Change<T> {
  const remote = change.doc.remotes[name];
  const record = remote?.versions[version];
  if (remote && record && manifest && served(remote).includes(version)) record.manifest = manifest;
  return change;
}

function remoteOf(doc: RegistryDoc, name: string): RemoteRecord {
  const remote = doc.remotes[name];
  if (!remote) throw new RegistryRuleError(`${name} has never been deployed to this site`);
  return remote;
}

/** A version's files are uploaded: it can go live, or to a canary. */
export function recordUpload(
  current: RegistryDoc,
  name: string,
  dir: string,
  version: string,
  record: VersionRecord,
  at: string,
): Change<{ version: string }> {
  const doc = clone(current);
  const remote = (doc.remotes[name] ??= emptyRemote(dir));
  remote.dir = dir;
  remote.versions[version] = remote.versions[version] ?? record;
  // The newest upload again (a repeated deploy or promote) keeps its first time: nothing to write.
  if (remote.uploads[0]?.version !== version) remote.uploads = pushDated(remote.uploads, version, at, UPLOADS_LIMIT);
  prune(doc, name);
  return { doc, outcome: { version } };
}

export interface LiveOutcome {
  from: string | null;
  to: string;
  unchanged: boolean;
  endedCanary: string | null;
}

function goLive(doc: RegistryDoc, name: string, version: string, at: string, dropped: string | null): LiveOutcome {
  const remote = remoteOf(doc, name);
  const from = remote.live;
  const endedCanary = remote.canary && remote.canary.version !== version ? remote.canary.version : null;
  const unchanged = from === version && !remote.canary;
  if (!unchanged) {
    const kept = remote.history.filter((d) => d.version !== dropped);
    remote.history = pushDated(kept, version, at, HISTORY_LIMIT);
    remote.live = version;
    remote.canary = null;
  }
  prune(doc, name);
  return { from, to: version, unchanged, endedCanary };
}

/** Makes an uploaded version live for every renter; a running canary ends. */
export function release(current: RegistryDoc, name: string, version: string, at: string): Change<LiveOutcome> {
  const doc = clone(current);
  const remote = remoteOf(doc, name);
  if (!remote.versions[version]) throw new RegistryRuleError(`${name} ${version} is not uploaded to this site`);
  return { doc, outcome: goLive(doc, name, version, at, null) };
}

export type RollbackOutcome =
  { kind: 'canaryEnded'; canary: string; live: string | null } | ({ kind: 'live' } & LiveOutcome);

/**
 * Ends a running canary; otherwise the previous live version (or `to`) is live again and the one
 * rolled back from leaves the history, so a second rollback goes further back, never forward.
 * `record` describes `to` when the registry no longer names it.
 */
export function rollback(
  current: RegistryDoc,
  name: string,
  at: string,
  to?: { version: string; record?: VersionRecord },
): Change<RollbackOutcome> {
  const doc = clone(current);
  const remote = remoteOf(doc, name);
  if (remote.canary && !to) {
    const canary = remote.canary.version;
    remote.canary = null;
    prune(doc, name);
    return { doc, outcome: { kind: 'canaryEnded', canary, live: remote.live } };
  }
  const target = to?.version ?? remote.history.find((d) => d.version !== remote.live)?.version;
  if (!target) throw new RegistryRuleError(`${name} has no earlier version to roll back to`);
  if (!remote.versions[target]) {
    if (!to?.record) throw new RegistryRuleError(`${name} ${target} is not deployed to this site`);
    remote.versions[target] = to.record;
  }
  const dropped = remote.live === target ? null : remote.live;
  return { doc, outcome: { kind: 'live', ...goLive(doc, name, target, at, dropped) } };
}

export interface CanaryOutcome {
  version: string;
  percent: number;
  live: string | null;
}

/**
 * The newest upload (or `version`, one the registry records) goes to `percent` % of devices; the
 * rest keep the live version.
 */
export function startCanary(
  current: RegistryDoc,
  name: string,
  percent: number,
  at: string,
  version?: string,
): Change<CanaryOutcome> {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new RegistryRuleError(`the canary share is a whole percent from 1 to 100, not ${percent}`);
  }
  const doc = clone(current);
  const remote = remoteOf(doc, name);
  const chosen = version ?? remote.uploads[0]?.version;
  if (!chosen) throw new RegistryRuleError(`${name} has no uploaded version; deploy it with --no-live first`);
  if (!remote.versions[chosen]) throw new RegistryRuleError(`${name} ${chosen} is not uploaded to this site`);
  if (chosen === remote.live)
    throw new RegistryRuleError(`${name} ${chosen}${version ? '' : ', the newest upload,'} is already live`);
  const since = remote.canary?.version === chosen ? remote.canary.since : at;
  remote.canary = { version: chosen, percent, since };
  prune(doc, name);
  return { doc, outcome: { version: chosen, percent, live: remote.live } };
}

/** The canary version becomes live for everyone. */
export function promote(current: RegistryDoc, name: string, at: string): Change<LiveOutcome> {
  const remote = remoteOf(current, name);
  if (!remote.canary) throw new RegistryRuleError(`${name} has no canary to promote`);
  return release(current, name, remote.canary.version, at);
}

export interface ShellOutcome {
  from: string | null;
  to: string;
}

/**
 * The shell's live version: its `index.html` is the pointer, this is its record and history.
 * `dropped` (a rollback's from) leaves the history; `commit` is recorded for the version.
 */
export function releaseShell(
  current: RegistryDoc,
  version: string,
  at: string,
  opts: { dropped?: string | null; commit?: BuildCommit } = {},
): Change<ShellOutcome> {
  const doc = clone(current);
  const from = doc.shell.live;
  if (from !== version) {
    const kept = doc.shell.history.filter((d) => d.version !== opts.dropped);
    doc.shell.history = pushDated(kept, version, at, HISTORY_LIMIT);
    doc.shell.live = version;
  }
  const commits = { ...doc.shell.commits, ...(opts.commit ? { [version]: opts.commit } : {}) };
  const named = new Set(doc.shell.history.map((d) => d.version));
  const kept = Object.entries(commits).filter(([v]) => named.has(v));
  if (kept.length) doc.shell.commits = Object.fromEntries(kept);
  else delete doc.shell.commits;
  return { doc, outcome: { from, to: version } };
}

/** The shell version before the live one (or `to`); the one rolled back from leaves the history. */
export function shellRollbackTarget(doc: RegistryDoc, to?: string): string {
  const target = to ?? doc.shell.history.find((d) => d.version !== doc.shell.live)?.version;
  if (!target) throw new RegistryRuleError('the shell has no earlier version to roll back to');
  return target;
}

export interface PreviewOutcome {
  name: string;
  preview: Preview;
  /** The version this remote had in the preview before, if another. */
  replaced: string | null;
}

/**
 * A recorded version of `remote` joins the preview `name` (made if missing); the preview then
 * expires at `expires` and names `by` as the last to add to it. Live and canary are untouched.
 */
export function addToPreview(
  current: RegistryDoc,
  name: string,
  remote: string,
  version: string,
  opts: { by: string; at: string; expires: string },
): Change<PreviewOutcome> {
  const doc = clone(current);
  if (!remoteOf(doc, remote).versions[version])
    throw new RegistryRuleError(`${remote} ${version} is not uploaded to this site`);
  const previews = (doc.previews ??= {});
  const before = previews[name];
  const replaced = before?.versions[remote];
  const preview: Preview = {
    by: opts.by,
    at: before?.at ?? opts.at,
    expires: opts.expires,
    versions: { ...before?.versions, [remote]: version },
  };
  previews[name] = preview;
  if (replaced && replaced !== version) prune(doc, remote);
  return { doc, outcome: { name, preview, replaced: replaced && replaced !== version ? replaced : null } };
}

/** Removes the previews expired at `now`; records only they named go too. */
export function dropExpiredPreviews(current: RegistryDoc, now: Date): Change<string[]> {
  const doc = clone(current);
  const expired = Object.entries(doc.previews ?? {}).filter(([, p]) => !isLivePreview(p, now.getTime()));
  if (expired.length === 0) return { doc: current, outcome: [] };
  for (const [name] of expired) delete doc.previews?.[name];
  if (doc.previews && Object.keys(doc.previews).length === 0) delete doc.previews;
  for (const remote of new Set(expired.flatMap(([, p]) => Object.keys(p.versions)))) prune(doc, remote);
  return { doc, outcome: expired.map(([name]) => name).sort() };
}
