import { parseRegistry } from '../registry/parse';
import { cacheControlFor, contentTypeFor } from '../site/cache-policy';
import { generationTime, GENERATIONS_PREFIX } from '../store/registry-generations';
import { readRegistry, REGISTRY_KEY } from '../store/registry-store';
import { withSiteLock } from '../store/site-lock';
import { PreconditionFailedError, type ListedObject, type SiteStore } from '../store/site-store';
import { RefusedError } from './errors';
import { markKey, readMark, writeMark, type PruneMark } from './prune-marks';
import { planPrune, type GenerationFacts, type PrunePlan, type SiteVersion } from './prune-plan';
import { readRelease, RELEASE_FILE } from './upload-version';

export interface PruneTarget {
  /** `mf_orders`, or `shell`. */
  app: string;
  /** The folder holding its versions: `h5/remotes/mf-orders/` or `h5/shell/`. */
  folder: string;
}

export interface PruneOptions {
  keep: number;
  olderThanMs: number | null;
  /** Remove; otherwise only say what would go. */
  apply: boolean;
  now?: () => Date;
  generationsKept?: number;
  graceMs?: number;
}

export interface PruneResult extends PrunePlan {
  applied: boolean;
}

const GENERATION_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}$/;
const REMOVE_CONCURRENCY = 8;

async function readGenerations(store: SiteStore): Promise<GenerationFacts[]> {
  const names = (await store.list(GENERATIONS_PREFIX))
    .map((key) => key.slice(GENERATIONS_PREFIX.length).replace(/\.json$/, ''))
    .filter((name) => GENERATION_NAME.test(name));
  return Promise.all(
    names.map(async (name) => {
      const stored = await store.read(`${GENERATIONS_PREFIX}${name}.json`);
      let json: unknown = null;
      try {
        json = stored ? (JSON.parse(stored.body.toString('utf8')) as unknown) : null;
      } catch {
        // A damaged generation names nothing readable; `registry restore` refuses it anyway.
      }
      return { name, at: generationTime(name), doc: parseRegistry(json) };
    }),
  );
}

function byVersion(folder: string, objects: ListedObject[]): Map<string, ListedObject[]> {
  const found = new Map<string, ListedObject[]>();
  for (const o of objects) {
    const [version, ...rest] = o.key.slice(folder.length).split('/');
    if (!version || rest.length === 0) continue;
    found.set(version, [...(found.get(version) ?? []), o]);
  }
  return found;
}

/** Every version folder of the target, and the marks of versions whose folders are already gone. */
async function readVersions(store: SiteStore, target: PruneTarget): Promise<SiteVersion[]> {
  const folders = byVersion(target.folder, await store.listSized(target.folder));
  const marksFolder = markKey(target.folder.replace(/\/$/, '')).replace(/\.json$/, '/');
  for (const key of await store.list(marksFolder)) {
    const version = key.slice(marksFolder.length).replace(/\.json$/, '');
    if (!folders.has(version)) folders.set(version, []);
  }
  return Promise.all(
    [...folders].map(async ([version, objects]) => {
      const prefix = `${target.folder}${version}`;
      const complete = objects.some((o) => o.key === `${prefix}/${RELEASE_FILE}`);
      const mark = await readMark(store, prefix);
      // Gone and marked removed: nothing left to say about it.
      if (objects.length === 0 && mark?.state !== 'removing') return null;
      return {
        version,
        prefix,
        complete,
        uploadedAt: complete ? ((await readRelease(store, prefix))?.uploadedAt ?? null) : null,
        bytes: objects.reduce((sum, o) => sum + o.size, 0),
        files: objects.length,
        mark,
      };
    }),
  ).then((all) => all.filter((v): v is SiteVersion => v !== null));
}

async function decide(store: SiteStore, target: PruneTarget, opts: PruneOptions) {
  const { doc, etag } = await readRegistry(store);
  if (etag === null) throw new RefusedError(`${store.description} has no registry: nothing is deployed there to prune`);
  const plan = planPrune({
    app: target.app,
    doc,
    generations: await readGenerations(store),
    versions: await readVersions(store, target),
    now: (opts.now ?? (() => new Date()))(),
    keep: opts.keep,
    olderThanMs: opts.olderThanMs,
    generationsKept: opts.generationsKept,
    graceMs: opts.graceMs,
  });
  return { plan, etag };
}

async function inPool<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(REMOVE_CONCURRENCY, queue.length) }, worker));
}

/** The registry's bytes with its trailing newline toggled: the same registry under a new etag. */
function touched(body: Buffer): Buffer {
  const text = body.toString('utf8');
  return Buffer.from(text.endsWith('\n') ? text.slice(0, -1) : `${text}\n`);
}

/**
 * Removes, under the prune lock, the versions nobody can need any more:
 * 1. generations past the retention go first (a crash after leaves none naming a removed version);
 * 2. each version to remove is marked `removing`; a registry write refuses to name a marked one;
 * 3. the registry is rewritten, same content, by compare-and-swap on the etag the decision read:
 *    a write that read before the marks now fails its swap and, re-applied, sees them. If another
 *    write came first, the marks are taken back and the decision made again;
 * 4. the files go, `release.json` first (a version without it is not on the site for rollback or
 *    deploy), then the mark says `removed`. A crash anywhere leaves marks the next prune finishes.
 */
export async function prune(store: SiteStore, target: PruneTarget, opts: PruneOptions): Promise<PruneResult> {
  if (!opts.apply) return { ...(await decide(store, target, opts)).plan, applied: false };
  return withSiteLock(store, async () => {
    const by = `prune of ${target.app}, pid ${process.pid}`;
    for (let attempt = 1; ; attempt += 1) {
      const { plan, etag } = await decide(store, target, opts);
      const going = plan.verdicts.filter((v) => v.remove);
      await inPool(plan.generationsRemoved, (name) => store.remove(`${GENERATIONS_PREFIX}${name}.json`));
      // A prune that died before its swap left marks on versions named since: they stay, unmarked.
      const named = plan.verdicts.filter((v) => !v.remove && v.mark?.state === 'removing' && v.complete);
      await inPool(named, (v) => store.remove(markKey(v.prefix)));
      if (going.length === 0) return { ...plan, applied: true };
      const at = new Date().toISOString();
      await inPool(going, (v) => writeMark(store, v.prefix, { state: 'removing', at, by }));
      const registry = await store.read(REGISTRY_KEY);
      const swapped =
        registry?.etag === etag &&
        (await store
          .write(REGISTRY_KEY, touched(registry.body), {
            contentType: contentTypeFor(REGISTRY_KEY),
            cacheControl: cacheControlFor(REGISTRY_KEY),
            ifMatch: etag,
          })
          .then(
            () => true,
            (error: unknown) => {
              if (error instanceof PreconditionFailedError) return false;
              throw error;
            },
          ));
      if (!swapped) {
        await inPool(going, (v) => restoreMark(store, v.prefix, v.mark));
        if (attempt >= 10)
          throw new RefusedError('the registry kept changing while pruning; nothing was removed. Run it again');
        continue;
      }
      await inPool(going, async (v) => {
        await store.remove(`${v.prefix}/${RELEASE_FILE}`);
        for (const key of await store.list(`${v.prefix}/`)) await store.remove(key);
        await writeMark(store, v.prefix, { state: 'removed', at: new Date().toISOString(), by });
      });
      return { ...plan, applied: true };
    }
  });
}

async function restoreMark(store: SiteStore, prefix: string, before: PruneMark | null): Promise<void> {
  if (before) await writeMark(store, prefix, before);
  else await store.remove(markKey(prefix));
}
