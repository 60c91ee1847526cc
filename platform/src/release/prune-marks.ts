import type { RegistryDoc } from '../registry/schema';
import type { SiteStore } from '../store/site-store';
import { RefusedError } from './errors';
import { newlyNamed, type NamedVersion } from './named-versions';
import { readRelease, RELEASE_FILE } from './upload-version';

/**
 * What a prune leaves of each version it takes away: a mark beside the registry (never served),
 * `removing` from the moment it decides until the last file is gone, then `removed`. A registry
 * write that would name a marked version checks it first (`refuseRemoved`): never one being
 * removed, and a removed one only once deployed again whole. That is what makes removal safe
 * without a lock on every write: see `prune.ts` for the other half.
 */
export const MARKS_PREFIX = 'registry/pruned/';

export interface PruneMark {
  state: 'removing' | 'removed';
  at: string;
  by: string;
}

/** `h5/remotes/mf-orders/1.0.0+a` → `registry/pruned/remotes/mf-orders/1.0.0+a.json`. */
export const markKey = (prefix: string): string => `${MARKS_PREFIX}${prefix.replace(/^h5\//, '')}.json`;

export async function readMark(store: SiteStore, prefix: string): Promise<PruneMark | null> {
  const stored = await store.read(markKey(prefix));
  if (!stored) return null;
  try {
    const mark = JSON.parse(stored.body.toString('utf8')) as Partial<PruneMark>;
    return mark.state === 'removed' ? (mark as PruneMark) : { state: 'removing', at: '', by: '', ...mark };
  } catch {
    // Written half by a prune that died: it was removing.
    return { state: 'removing', at: '', by: '' };
  }
}

export async function writeMark(store: SiteStore, prefix: string, mark: PruneMark): Promise<void> {
  await store.write(markKey(prefix), Buffer.from(JSON.stringify(mark)), {
    contentType: 'application/json',
    cacheControl: 'no-cache',
  });
}

/** Every file its `release.json` lists is in the folder, and the record itself. */
export async function isWhole(store: SiteStore, prefix: string): Promise<boolean> {
  const release = await readRelease(store, prefix);
  if (!release) return false;
  const there = new Set(await store.list(`${prefix}/`));
  return [RELEASE_FILE, ...Object.keys(release.files)].every((rel) => there.has(`${prefix}/${rel}`));
}

async function refuseOne(store: SiteStore, v: NamedVersion): Promise<void> {
  const mark = await readMark(store, v.prefix);
  if (!mark) return;
  const app = v.app === 'shell' ? 'shell' : v.app.replace(/_/g, '-');
  if (mark.state === 'removing')
    throw new RefusedError(
      `${v.app} ${v.version} is being removed by a prune (${mark.by || 'unknown'}, ${mark.at || 'time unknown'}); ` +
        `nothing was written. Once it ends (npm run prune -- ${app} --yes finishes an interrupted one), deploy it again`,
    );
  if (!(await isWhole(store, v.prefix)))
    throw new RefusedError(
      `${v.app} ${v.version} was removed by a prune (${mark.at}) and is not on ${store.description} whole; ` +
        `nothing was written. Deploy it again: npm run deploy -- ${app}`,
    );
}

/** Refuses a registry write that would point renters at a version a prune is taking or took away. */
export async function refuseRemoved(store: SiteStore, before: RegistryDoc, after: RegistryDoc): Promise<void> {
  await Promise.all(newlyNamed(before, after).map((v) => refuseOne(store, v)));
}
