export interface SharedProvider {
  name: string;
  version: string;
  /** The app whose copy the page runs. */
  from: string;
}

interface ShareEntry {
  from?: string;
  loaded?: boolean;
  useIn?: string[];
}

type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/**
 * Which copy of each shared package the page runs and which app provided it, read from the
 * federation runtime's share scope: a second copy of React would show up here first.
 */
export function sharedProviders(): SharedProvider[] {
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__ ?? {};
  const found = new Map<string, SharedProvider>();
  for (const scope of Object.values(scopes)) {
    for (const packages of Object.values(scope)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          const key = `${name}@${version}@${entry.from ?? ''}`;
          found.set(key, { name, version, from: entry.from ?? '?' });
        }
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
