export interface SharedProvider {
  name: string;
  version: string;
  /** The app whose copy the page runs. */
  providedBy: string;
  /** The apps using it. */
  usedBy: string[];
}

interface ShareEntry {
  from?: string;
  loaded?: boolean;
  useIn?: string[];
}

type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

const shareScopes = (): ShareScopes =>
  (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__ ?? {};

function* entries(): Generator<[string, string, ShareEntry]> {
  for (const scope of Object.values(shareScopes())) {
    for (const packages of Object.values(scope)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) yield [name, version, entry];
      }
    }
  }
}

// The runtime overwrites `from` with whoever first loads a module, so the providers are read once,
// as the shell starts the runtime, before any remote has loaded anything.
const providers = new Map<string, string>();
export function rememberProviders(): void {
  for (const [name, version, entry] of entries()) providers.set(`${name}@${version}`, entry.from ?? '?');
}

/**
 * Which copy of each shared package the page runs and which app provided it, read from the
 * federation runtime's share scope: a second copy of React would show up here first.
 */
export function sharedProviders(): SharedProvider[] {
  const found = new Map<string, SharedProvider>();
  for (const [name, version, entry] of entries()) {
    if (!entry.loaded) continue;
    const key = `${name}@${version}`;
    const providedBy = providers.get(key) ?? entry.from ?? '?';
    const previous = found.get(key);
    const usedBy = [...new Set([...(previous?.usedBy ?? []), ...(entry.useIn ?? [])])].sort();
    found.set(key, { name, version, providedBy, usedBy });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
