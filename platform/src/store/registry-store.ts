import type { Change } from '../registry/changes';
import { parseRegistry, serializeRegistry } from '../registry/parse';
import type { RegistryDoc } from '../registry/schema';
import { cacheControlFor, contentTypeFor } from '../site/cache-policy';
import { PreconditionFailedError, type SiteStore } from './site-store';

export const REGISTRY_KEY = 'h5/remotes.json';
const MAX_ATTEMPTS = 25;

export async function readRegistry(store: SiteStore): Promise<{ doc: RegistryDoc; etag: string | null }> {
  const stored = await store.read(REGISTRY_KEY);
  if (!stored) return { doc: parseRegistry(null), etag: null };
  return { doc: parseRegistry(JSON.parse(stored.body.toString('utf8'))), etag: stored.etag };
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random())));

/**
 * Applies a change to the registry by compare-and-swap: read, change, write only if nobody wrote
 * in between; otherwise read the new state and apply the change to it again. Two teams deploying
 * at once both land; a change the rules refuse on the new state is refused, never half-applied.
 */
export async function updateRegistry<T>(
  store: SiteStore,
  change: (doc: RegistryDoc) => Change<T>,
): Promise<{ doc: RegistryDoc; outcome: T; attempts: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const { doc, etag } = await readRegistry(store);
    const next = change(doc);
    const text = serializeRegistry(next.doc);
    if (etag !== null && text === serializeRegistry(doc)) return { ...next, attempts: attempt };
    try {
      await store.write(REGISTRY_KEY, Buffer.from(text), {
        contentType: contentTypeFor(REGISTRY_KEY),
        cacheControl: cacheControlFor(REGISTRY_KEY),
        ...(etag === null ? { ifNoneMatch: '*' as const } : { ifMatch: etag }),
      });
      return { ...next, attempts: attempt };
    } catch (error) {
      if (!(error instanceof PreconditionFailedError) || attempt >= MAX_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}
