import type { Change } from '../registry/changes';
import { parseRegistry, serializeRegistry } from '../registry/parse';
import type { RegistryDoc } from '../registry/schema';
import { registryProblems } from '../registry/strict';
import { RefusedError } from '../release/errors';
import { refuseRemoved } from '../release/prune-marks';
import { cacheControlFor, contentTypeFor } from '../site/cache-policy';
import { keepGeneration, readGeneration } from './registry-generations';
import { PreconditionFailedError, type SiteStore } from './site-store';

export const REGISTRY_KEY = 'h5/remotes.json';
const MAX_ATTEMPTS = 25;

/** A registry a command will not rewrite: what is wrong with it, field by field, and what to do. */
export class RegistryInvalidError extends RefusedError {
  override name = 'RegistryInvalidError';
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 8);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(
      `${REGISTRY_KEY} is damaged; nothing was written:\n  - ${shown.join('\n  - ')}${more}\n` +
        'Renters are still served what its readable parts name. Put back an earlier registry ' +
        '(npm run registry -- history, then restore <generation>) or repair those fields, then run the command again.',
    );
  }
}

function strictDoc(body: Buffer): RegistryDoc {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new RegistryInvalidError([`not JSON (${(error as Error).message})`]);
  }
  const problems = registryProblems(json);
  if (problems.length > 0) throw new RegistryInvalidError(problems);
  return parseRegistry(json);
}

/**
 * The registry as the CLI reads it: every field checked (`registryProblems`). A damaged registry is
 * refused, never read leniently and written back with another team's remote dropped.
 */
export async function readRegistry(store: SiteStore): Promise<{ doc: RegistryDoc; etag: string | null }> {
  const stored = await store.read(REGISTRY_KEY);
  if (!stored) return { doc: parseRegistry(null), etag: null };
  return { doc: strictDoc(stored.body), etag: stored.etag };
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
    // A rule that would write an unsound registry (two remotes on one route, say) is refused here.
    const problems = registryProblems(JSON.parse(text));
    if (problems.length > 0) throw new RefusedError(`refused, nothing written:\n  - ${problems.join('\n  - ')}`);
    if (etag !== null && text === serializeRegistry(doc)) return { ...next, attempts: attempt };
    // Checked after the read whose etag the write depends on: a prune marks what it removes, then
    // changes that etag, so a write that read before the mark cannot land.
    await refuseRemoved(store, doc, next.doc);
    try {
      await store.write(REGISTRY_KEY, Buffer.from(text), {
        contentType: contentTypeFor(REGISTRY_KEY),
        cacheControl: cacheControlFor(REGISTRY_KEY),
        ...(etag === null ? { ifNoneMatch: '*' as const } : { ifMatch: etag }),
      });
      // The registry is written: a copy that cannot be kept is said, not made a failure of the command.
      await keepGeneration(store, Buffer.from(text), new Date()).catch((error: unknown) =>
        process.stderr.write(`warning: no copy of this registry generation was kept: ${(error as Error).message}\n`),
      );
      return { ...next, attempts: attempt };
    } catch (error) {
      if (!(error instanceof PreconditionFailedError) || attempt >= MAX_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

/** What a registry names, read as the shell would (a damaged registry being restored over). */
function lenientDoc(body: Buffer | undefined): RegistryDoc {
  try {
    return parseRegistry(body ? (JSON.parse(body.toString('utf8')) as unknown) : null);
  } catch {
    return parseRegistry(null);
  }
}

/**
 * Puts an earlier generation back as the registry, whatever state the current one is in (that is
 * what it is for), by compare-and-swap; the restored registry is itself a new generation.
 */
export async function restoreRegistry(store: SiteStore, generation: string): Promise<RegistryDoc> {
  const body = await readGeneration(store, generation);
  for (let attempt = 1; ; attempt += 1) {
    const current = await store.read(REGISTRY_KEY);
    await refuseRemoved(store, lenientDoc(current?.body), lenientDoc(body));
    try {
      await store.write(REGISTRY_KEY, body, {
        contentType: contentTypeFor(REGISTRY_KEY),
        cacheControl: cacheControlFor(REGISTRY_KEY),
        ...(current ? { ifMatch: current.etag } : { ifNoneMatch: '*' as const }),
      });
      await keepGeneration(store, body, new Date());
      return parseRegistry(JSON.parse(body.toString('utf8')));
    } catch (error) {
      if (!(error instanceof PreconditionFailedError) || attempt >= MAX_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}
