// Type-only import: this module runs before the async boundary (see index.ts), when shared
// modules can't be used yet.
import type { Registry, RegistryEntry } from '@rental/shared';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class RegistryUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`remote registry unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RegistryUnavailableError';
  }
}

export function registryUrl(): string {
  return new URL(`${__webpack_public_path__}remotes.json`, window.location.href).href;
}

function parseEntry(value: unknown, base: string): RegistryEntry | null {
  if (!isRecord(value)) return null;
  const { name, dir, version, entry, routes } = value;
  if (typeof name !== 'string' || typeof entry !== 'string' || !Array.isArray(routes)) return null;
  return {
    name,
    dir: typeof dir === 'string' ? dir : name,
    version: typeof version === 'string' ? version : '',
    entry: new URL(entry, base).href,
    routes: routes.filter((r): r is string => typeof r === 'string'),
  };
}

/** Parses `remotes.json`; malformed entries are dropped, not fatal, so one bad deploy stays local. */
export function parseRegistry(json: unknown, base: string): Registry {
  const list = isRecord(json) && Array.isArray(json.remotes) ? json.remotes : [];
  return { remotes: list.map((e) => parseEntry(e, base)).filter((e): e is RegistryEntry => e !== null) };
}

let pending: Promise<Registry> | null = null;

/** The registry, fetched once; `refresh` fetches it again (a retry after a failed deploy). */
export function getRegistry(refresh = false): Promise<Registry> {
  if (!pending || refresh) {
    const url = registryUrl();
    pending = fetch(url, { cache: 'no-cache' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return parseRegistry(await res.json(), url);
      })
      .catch((error: unknown) => {
        pending = null;
        throw new RegistryUnavailableError(error);
      });
  }
  return pending;
}
