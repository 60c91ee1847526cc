import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { REGISTRY_KEY } from './registry-store';
import type { SiteStore } from './site-store';

/** A version's files never change once written: `h5/remotes/<dir>/<version>/…`, `h5/shell/<version>/…`. */
const IMMUTABLE = /^h5\/(remotes\/[^/]+|shell)\/[^/]+\/./;

async function put(file: string, body: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}

async function localKeys(root: string, dir = root): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const keys: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) keys.push(...(await localKeys(root, full)));
    else keys.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return keys;
}

/**
 * A read-only copy of a site's `h5/` in a local folder, for nginx to serve an S3 site exactly as
 * it serves a folder. `refresh()` copies what is new: a version's files once (they never change),
 * every other file again, the registry last, so the copy never names a version it does not hold
 * yet; files gone from the site (a prune) go from the copy. It only ever reads the store.
 */
export class SiteMirror {
  private registryEtag: string | null | undefined;

  constructor(
    readonly store: SiteStore,
    readonly root: string,
  ) {}

  /** Copies again when the registry changed since the last copy; says whether it did. */
  async refreshIfChanged(): Promise<boolean> {
    const registry = await this.store.read(REGISTRY_KEY);
    if ((registry?.etag ?? null) === this.registryEtag) return false;
    await this.refresh();
    return true;
  }

  async refresh(): Promise<void> {
    // Read before the listing: every version it names was uploaded before it, so is listed.
    const registry = await this.store.read(REGISTRY_KEY);
    const remote = await this.store.list('h5/');
    const here = new Set(await localKeys(this.root));
    const copy = async (key: string) => {
      const stored = await this.store.read(key);
      if (stored) await put(path.join(this.root, ...key.split('/')), stored.body);
    };
    const versions = remote.filter((k) => IMMUTABLE.test(k) && !here.has(k));
    for (let i = 0; i < versions.length; i += 8) await Promise.all(versions.slice(i, i + 8).map(copy));
    for (const key of remote.filter((k) => !IMMUTABLE.test(k) && k !== REGISTRY_KEY)) await copy(key);
    if (registry) await put(path.join(this.root, ...REGISTRY_KEY.split('/')), registry.body);
    this.registryEtag = registry?.etag ?? null;
    const kept = new Set(remote);
    for (const key of here) if (!kept.has(key)) await fs.rm(path.join(this.root, ...key.split('/')), { force: true });
  }
}
