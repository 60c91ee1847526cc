import { parseBuildCommit, type BuildCommit } from './build-commit';
import { isRecord, isString, strings, type Json } from './guards';
import { parsePreviews } from './previews';
import {
  emptyRegistry,
  HISTORY_LIMIT,
  MESSAGE_LIMIT,
  REGISTRY_SCHEMA,
  routePath,
  UPLOADS_LIMIT,
  type Canary,
  type Dated,
  type Disabled,
  type RegistryDoc,
  type RemoteRecord,
  type VersionIntegrity,
  type VersionRecord,
} from './schema';

function parseDated(list: unknown, limit: number): Dated[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .filter((d) => isString(d.version) && d.version !== '')
    .map((d) => ({ version: d.version as string, at: isString(d.at) ? d.at : '' }))
    .slice(0, limit);
}

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function parseIntegrity(value: unknown): VersionIntegrity | undefined {
  if (!isRecord(value) || !isString(value.manifest) || !isString(value.entry)) return undefined;
  return SRI.test(value.manifest) && SRI.test(value.entry)
    ? { manifest: value.manifest, entry: value.entry }
    : undefined;
}

function parseVersion(value: unknown): VersionRecord | null {
  if (!isRecord(value) || !isString(value.entry)) return null;
  const integrity = parseIntegrity(value.integrity);
  const commit = parseBuildCommit(value.commit);
  return {
    entry: value.entry,
    routes: strings(value.routes),
    uploadedAt: isString(value.uploadedAt) ? value.uploadedAt : '',
    ...(integrity ? { integrity } : {}),
    ...(isRecord(value.manifest) ? { manifest: value.manifest } : {}),
    ...(commit ? { commit } : {}),
  };
}

function parseCanary(value: unknown, versions: Record<string, VersionRecord>): Canary | null {
  if (!isRecord(value) || !isString(value.version) || !versions[value.version]) return null;
  const percent = Number(value.percent);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) return null;
  return { version: value.version, percent, since: isString(value.since) ? value.since : '' };
}

/** Kill switches (`disable`): one it cannot read is dropped (a writer never leaves two on one route). */
function parseDisabled(value: unknown): Disabled[] | undefined {
  const list = (Array.isArray(value) ? value : []).filter(isRecord).flatMap((item) => {
    const route = item.route === null ? null : isString(item.route) ? routePath(item.route) : undefined;
    // Drawn as text whatever it holds (the CLI refuses markup); only an empty or overlong one is left out.
    const text = isString(item.message) ? item.message : '';
    const message = text.trim() && [...text].length <= MESSAGE_LIMIT ? text : null;
    return route === undefined ? [] : [{ route, message, since: isString(item.since) ? item.since : '' }];
  });
  return list.length ? list : undefined;
}

function parseRemote(name: string, value: unknown): RemoteRecord | null {
  if (!isRecord(value)) return null;
  const versions: Record<string, VersionRecord> = {};
  if (isRecord(value.versions)) {
    for (const [version, record] of Object.entries(value.versions)) {
      const parsed = parseVersion(record);
      if (parsed) versions[version] = parsed;
    }
  }
  const live = isString(value.live) && versions[value.live] ? value.live : null;
  const disabled = parseDisabled(value.disabled);
  return {
    dir: isString(value.dir) ? value.dir : name,
    live,
    canary: parseCanary(value.canary, versions),
    history: parseDated(value.history, HISTORY_LIMIT).filter((d) => versions[d.version]),
    uploads: parseDated(value.uploads, UPLOADS_LIMIT),
    versions,
    ...(disabled ? { disabled } : {}),
  };
}

/** The first registry format: one entry per remote, the live version only. */
function fromLegacy(list: unknown[]): RegistryDoc {
  const doc = emptyRegistry();
  for (const item of list) {
    if (!isRecord(item) || !isString(item.name) || !isString(item.entry)) continue;
    const version = isString(item.version) && item.version ? item.version : 'unversioned';
    const record: VersionRecord = { entry: item.entry, routes: strings(item.routes), uploadedAt: '' };
    doc.remotes[item.name] = {
      dir: isString(item.dir) ? item.dir : item.name,
      live: version,
      canary: null,
      history: [{ version, at: '' }],
      uploads: [],
      versions: { [version]: record },
    };
  }
  return doc;
}

function parseCommits(value: unknown): Record<string, BuildCommit> | undefined {
  if (!isRecord(value)) return undefined;
  const commits: Record<string, BuildCommit> = {};
  for (const [version, commit] of Object.entries(value)) {
    const parsed = parseBuildCommit(commit);
    if (parsed) commits[version] = parsed;
  }
  return Object.keys(commits).length ? commits : undefined;
}

/**
 * Reads a registry, this format or the first one, but its previews. A malformed remote is dropped,
 * not fatal: one bad write must stay local to that remote.
 */
export function parseServedRegistry(json: unknown): RegistryDoc {
  if (!isRecord(json)) return emptyRegistry();
  if (Array.isArray(json.remotes)) return fromLegacy(json.remotes);
  const doc = emptyRegistry();
  if (isRecord(json.shell)) {
    doc.shell = {
      live: isString(json.shell.live) ? json.shell.live : null,
      history: parseDated(json.shell.history, HISTORY_LIMIT),
    };
    const commits = parseCommits(json.shell.commits);
    if (commits) doc.shell.commits = commits;
  }
  if (isRecord(json.remotes)) {
    for (const [name, value] of Object.entries(json.remotes as Json)) {
      const remote = parseRemote(name, value);
      if (remote) doc.remotes[name] = remote;
    }
  }
  return doc;
}

/**
 * Reads a registry whole, previews included (the CLI's reading). The shell reads previews only
 * for a `?preview=` link, lazily, so renters' first screen carries no code for them.
 */
export function parseRegistry(json: unknown): RegistryDoc {
  const doc = parseServedRegistry(json);
  const previews = isRecord(json) ? parsePreviews(json.previews) : undefined;
  if (previews) doc.previews = previews;
  return doc;
}

/**
 * The registry's text, without indentation: every renter's first load fetches it before the first
 * page's files, and indentation was a fifth of its bytes as sent (gzip).
 */
export function serializeRegistry(doc: RegistryDoc): string {
  return JSON.stringify({ ...doc, schema: REGISTRY_SCHEMA }) + '\n';
}
