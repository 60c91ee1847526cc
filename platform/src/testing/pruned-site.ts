import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { namedVersions } from '../release/named-versions';
import { isWhole } from '../release/prune-marks';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { generationTime, GENERATIONS_PREFIX } from '../store/registry-generations';
import { readRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { fakeRemoteBuild, fakeShellBuild } from './fake-builds';

export const DAY = 24 * 60 * 60 * 1000;

/** mf-orders versions `1.<i>.0+v`, made live one after another, each uploaded `daysAgo` days ago. */
export async function siteWithVersions(store: SiteStore, count: number, daysAgo = 3): Promise<string[]> {
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  const versions = Array.from({ length: count }, (_, i) => `1.${i}.0+v`);
  for (const [i, version] of versions.entries()) {
    const build = await loadRemoteBuild(fakeRemoteBuild({ version, chunk: `/* ${version} ${'x'.repeat(i * 100)} */` }));
    const now = () => new Date(Date.now() - daysAgo * DAY + i * 60_000);
    await deployRemote(store, build, { live: true, force: false, now });
  }
  await ageGenerations(store, daysAgo * DAY);
  return versions;
}

/** Moves every registry generation's time back by `ms`, as if written then (the name holds the time). */
export async function ageGenerations(store: SiteStore, ms: number): Promise<void> {
  for (const key of await store.list(GENERATIONS_PREFIX)) {
    const name = key.slice(GENERATIONS_PREFIX.length).replace(/\.json$/, '');
    const at = new Date(Date.parse(generationTime(name)) - ms).toISOString().replace(/[:.]/g, '-');
    const stored = (await store.read(key))!;
    const options = { contentType: 'application/json', cacheControl: 'no-cache' };
    await store.write(`${GENERATIONS_PREFIX}${at}-${name.slice(-8)}.json`, stored.body, options);
    await store.remove(key);
  }
}

/** Every file of a folder and the sha256 of its bytes. */
export function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return files;
}

/** The versions the registry names that are not on the site whole (the failure prune must never cause). */
export async function namedButBroken(store: SiteStore): Promise<string[]> {
  const { doc } = await readRegistry(store);
  const broken: string[] = [];
  for (const v of namedVersions(doc).values()) if (!(await isWhole(store, v.prefix))) broken.push(v.prefix);
  return broken;
}
