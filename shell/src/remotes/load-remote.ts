import type { Candidate } from '@rental/platform/runtime';
import { loadFallbackStrings, registerNamespace, type RemoteModule } from '@rental/shared';
import { federationRuntime } from '../federation/runtime';
import { bustEntryCache, expectEntryIntegrity } from './entry-script';
import { fetchCheckedManifest } from './remote-gate';
import { preloadRouteAssets } from './route-assets';
import { cameIntoPage } from './in-page';

const loaded = new Map<string, Promise<RemoteModule>>();
/** The keys of `loaded` whose route table has arrived. */
const inMemory = new Set<string>();
/** The version each remote is registered with: one at a time, since they share a global name. */
const registered = new Map<string, string>();

function isRemoteModule(value: unknown): value is RemoteModule {
  const m = value as Partial<RemoteModule> | null;
  return !!m && Array.isArray(m.routes) && typeof m.namespace === 'string' && typeof m.loadMessages === 'function';
}

const withQuery = (url: string, key: string, value: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

async function fetchRemote(
  remote: string,
  candidate: Candidate,
  fresh: boolean,
  path: string | undefined,
): Promise<RemoteModule> {
  // A retry must not reuse anything of the failed attempt: the browser's copy of a failed preload,
  // the runtime's cached manifest or its half-loaded entry.
  if (fresh) bustEntryCache(remote);
  const runtime = federationRuntime();
  runtime.catch(() => undefined);
  const url = fresh ? withQuery(candidate.entry, 'retry', String(Date.now())) : candidate.entry;
  const manifest = await fetchCheckedManifest(remote, candidate, url);
  const entry = new URL('remoteEntry.js', url).href;
  expectEntryIntegrity(entry, candidate.integrity?.entry);
  if (path !== undefined) preloadRouteAssets(manifest, url, path, candidate.integrity?.entry);
  const host = await runtime;
  const previous = registered.get(remote);
  if (previous !== undefined && previous !== candidate.version) {
    for (const key of loaded.keys())
      if (key.startsWith(`${remote}@`)) {
        loaded.delete(key);
        inMemory.delete(key);
      }
  }
  // By its entry script: the manifest was read and judged above, the runtime needs no copy of it.
  host.registerRemote(remote, entry, previous !== undefined);
  registered.set(remote, candidate.version);
  cameIntoPage(remote, candidate.version);
  const mod = await host.federation.loadRemote<{ default?: unknown } & Partial<RemoteModule>>(`${remote}/routes`);
  const face = mod && 'default' in mod && isRemoteModule(mod.default) ? mod.default : mod;
  if (!isRemoteModule(face)) throw new Error('the remote exposes no route table');
  return face;
}

const strings = new WeakMap<RemoteModule, Promise<void>>();

/**
 * A remote's strings, asked for once; a route waits for them beside its page's code, not before.
 * Strings that fail to load in the renter's language are taken in the fallback language, so the
 * page stays usable (never raw keys); the next page of that remote asks for them again.
 */
export function remoteStrings(face: RemoteModule): Promise<void> {
  let pending = strings.get(face);
  if (!pending) {
    pending = registerNamespace(face.namespace, face.loadMessages).catch(async () => {
      await loadFallbackStrings(face.namespace);
      strings.delete(face);
    });
    pending.catch(() => strings.delete(face));
    strings.set(face, pending);
  }
  return pending;
}

/**
 * One version of a remote's route table, loaded once; a failed load is forgotten so that a retry
 * tries again. Loading another version of the same remote replaces the one registered. `path`: the
 * route it is loaded for, whose files then start downloading with it.
 */
export function loadRemoteVersion(
  remote: string,
  candidate: Candidate,
  fresh = false,
  path?: string,
): Promise<RemoteModule> {
  const key = `${remote}@${candidate.version}`;
  const cached = loaded.get(key);
  if (cached && !fresh) return cached;
  const attempt = fetchRemote(remote, candidate, fresh, path);
  loaded.set(key, attempt);
  inMemory.delete(key);
  attempt.then(
    () => {
      if (loaded.get(key) === attempt) inMemory.add(key);
    },
    () => {
      if (loaded.get(key) === attempt) loaded.delete(key);
    },
  );
  return attempt;
}

/** Whether this version of the remote's route table is in memory (not only on its way). */
export const isRemoteLoaded = (remote: string, candidate: Candidate): boolean =>
  inMemory.has(`${remote}@${candidate.version}`);
