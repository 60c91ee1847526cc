// Runs before the async boundary (see index.ts): no shared modules here.
import { parseRegistry, type RegistryDoc } from '@rental/platform/runtime';

export class RegistryUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`remote registry unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RegistryUnavailableError';
  }
}

/** Beside the live shell's `index.html`, whichever shell version the page runs. */
export function registryUrl(): string {
  return new URL('/h5/remotes.json', window.location.origin).href;
}

let pending: Promise<RegistryDoc> | null = null;
let latest: RegistryDoc | null = null;

/**
 * The registry, fetched once per page load; `refresh` fetches it again (a retry after a failed
 * deploy). The first fetch takes the page's preload of it (same URL and mode; the server's
 * `no-cache` already has it revalidated), a refresh goes past any cache.
 */
export function getRegistry(refresh = false): Promise<RegistryDoc> {
  if (!pending || refresh) {
    pending = fetch(registryUrl(), refresh ? { cache: 'no-cache' } : {})
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        latest = parseRegistry(await res.json());
        return latest;
      })
      .catch((error: unknown) => {
        pending = null;
        throw new RegistryUnavailableError(error);
      });
  }
  return pending;
}

/** What the page loaded last, for diagnostics; null until it arrives. */
export const loadedRegistry = (): RegistryDoc | null => latest;
