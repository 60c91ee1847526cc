import { parseShellContract, type ShellContract } from '../compat/shell-contract';
import {
  parseTypedExports,
  SHELL_TYPES_FILE,
  USED_TYPES_FILE,
  type TypedExports,
  type UsedAndProvided,
} from '../compat/shell-types';
import { manifestEntry, type VersionRecord } from '../registry/schema';
import type { SiteStore } from '../store/site-store';
import { isRecord } from '../registry/guards';
import { integrityOf } from './local-files';
import { remoteDirPrefix, remotePrefix, SHELL_CONTRACT_KEY, shellPrefix } from './site-paths';
import { readRelease } from './upload-version';

export async function readJson(store: SiteStore, key: string): Promise<unknown> {
  const stored = await store.read(key);
  if (!stored) return null;
  try {
    return JSON.parse(stored.body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The contract of the shell renters load now. */
export async function liveShellContract(store: SiteStore): Promise<ShellContract | null> {
  return parseShellContract(await readJson(store, SHELL_CONTRACT_KEY));
}

/** A shell version's published types; null for a shell built before it published them. */
export async function shellTypesOn(store: SiteStore, version: string): Promise<TypedExports | null> {
  return parseTypedExports(await readJson(store, `${shellPrefix(version)}/${SHELL_TYPES_FILE}`));
}

/** What a deployed remote version used of the shell's types, and what that shell version provides. */
export async function typesOnSite(
  store: SiteStore,
  dir: string,
  version: string,
  shellVersion: string,
): Promise<UsedAndProvided> {
  return {
    used: parseTypedExports(await readJson(store, `${remotePrefix(dir, version)}/${USED_TYPES_FILE}`)),
    provided: await shellTypesOn(store, shellVersion),
  };
}

export function remoteManifest(store: SiteStore, dir: string, version: string): Promise<unknown> {
  return readJson(store, `${remotePrefix(dir, version)}/mf-manifest.json`);
}

/**
 * A version's manifest for its registry record, only when its bytes are the ones deploy recorded:
 * a file changed on the site since stays out of the registry, and the shell refuses it by its hash.
 */
export async function recordedManifest(
  store: SiteStore,
  dir: string,
  record: VersionRecord | undefined,
  version: string,
): Promise<Record<string, unknown> | null> {
  const stored = await store.read(`${remotePrefix(dir, version)}/mf-manifest.json`);
  if (!stored || !record?.integrity || integrityOf(stored.body) !== record.integrity.manifest) return null;
  return manifestJson(stored.body);
}

export function manifestJson(body: Buffer): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(body.toString('utf8'));
    return isRecord(json) ? json : null;
  } catch {
    return null;
  }
}

/** A deployed version's record, rebuilt from its own folder (for versions the registry no longer names). */
export async function versionRecordFromSite(
  store: SiteStore,
  dir: string,
  version: string,
): Promise<VersionRecord | null> {
  const release = await readRelease(store, remotePrefix(dir, version));
  if (!release) return null;
  const entry = await readJson(store, `${remotePrefix(dir, version)}/registry-entry.json`);
  const routes = (entry as { routes?: unknown } | null)?.routes;
  // The hashes the upload recorded, which the shell needs to run the version at all.
  const manifest = release.files['mf-manifest.json'];
  const entryScript = release.files['remoteEntry.js'];
  return {
    entry: manifestEntry(dir, version),
    routes: Array.isArray(routes) ? routes.filter((r): r is string => typeof r === 'string') : [],
    uploadedAt: release.uploadedAt,
    ...(manifest && entryScript ? { integrity: { manifest, entry: entryScript } } : {}),
  };
}

/** Version folders under a prefix, and whether each holds a complete upload. */
export async function deployedVersions(
  store: SiteStore,
  prefix: string,
): Promise<{ version: string; complete: boolean }[]> {
  const keys = await store.list(prefix);
  const found = new Map<string, boolean>();
  for (const key of keys) {
    const [version, ...rest] = key.slice(prefix.length).split('/');
    if (!version || rest.length === 0) continue;
    found.set(version, (found.get(version) ?? false) || rest.join('/') === 'release.json');
  }
  return [...found].map(([version, complete]) => ({ version, complete }));
}

export const remoteVersionsOnSite = (store: SiteStore, dir: string) => deployedVersions(store, remoteDirPrefix(dir));
