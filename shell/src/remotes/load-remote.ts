import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerNamespace, type RegistryEntry, type RemoteModule } from '@rental/shared';
import { bustEntryCache, entryCacheBuster } from './entry-cache-buster';
import { RemoteUnavailableError } from './load-errors';

const loaded = new Map<string, Promise<RemoteModule>>();
const registered = new Set<string>();
let pluginsRegistered = false;

function isRemoteModule(value: unknown): value is RemoteModule {
  const m = value as Partial<RemoteModule> | null;
  return !!m && Array.isArray(m.routes) && typeof m.namespace === 'string' && typeof m.loadMessages === 'function';
}

async function fetchRemote(entry: RegistryEntry, retry: boolean): Promise<RemoteModule> {
  // A retry re-registers the remote so the federation runtime drops whatever it kept of the
  // failed attempt (a half-loaded entry, a hung manifest request) and fetches afresh.
  if (!pluginsRegistered) {
    registerPlugins([entryCacheBuster]);
    pluginsRegistered = true;
  }
  if (retry) bustEntryCache(entry.name);
  const entryUrl = retry ? `${entry.entry}${entry.entry.includes('?') ? '&' : '?'}retry=${Date.now()}` : entry.entry;
  registerRemotes([{ name: entry.name, entry: entryUrl }], { force: registered.has(entry.name) });
  registered.add(entry.name);
  const mod = await loadRemote<{ default?: unknown } & Partial<RemoteModule>>(`${entry.name}/routes`);
  const face = mod && 'default' in mod && isRemoteModule(mod.default) ? mod.default : mod;
  if (!isRemoteModule(face)) throw new Error('the remote exposes no route table');
  await registerNamespace(face.namespace, face.loadMessages);
  return face;
}

/** A remote's route table, loaded once; a failed load is forgotten so that a retry tries again. */
export function loadRemoteModule(entry: RegistryEntry, retry = false): Promise<RemoteModule> {
  const cached = loaded.get(entry.name);
  if (cached && !retry) return cached;
  const attempt = fetchRemote(entry, retry).catch((error: unknown) => {
    if (loaded.get(entry.name) === attempt) loaded.delete(entry.name);
    throw new RemoteUnavailableError(entry.name, error);
  });
  loaded.set(entry.name, attempt);
  return attempt;
}
