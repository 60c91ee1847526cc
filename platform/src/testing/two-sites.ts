import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import type { BuildCommit } from '../registry/build-commit';
import { LocalStore } from '../store/local-store';
import type { SiteStore } from '../store/site-store';
import { fakeRemoteBuild, fakeShellBuild, SHELL_SHARED, tempDir } from './fake-builds';
import { DISTINCT_REQUIRES } from './served-manifests';

// Staging and production as two sites for the promote tests: each its own shell, versions of
// mf-orders deployed the way a team's pipeline deploys them.

export const ORDERS = { name: 'mf_orders', dir: 'mf-orders' };

export async function siteWithShell(
  label: string,
  store: SiteStore = new LocalStore(tempDir(`${label}-`)),
  shell = '1.0.0+s1',
  shared: Record<string, string> = SHELL_SHARED,
): Promise<SiteStore> {
  await deployShell(store, await loadShellBuild(fakeShellBuild(shell, shared)), { force: false });
  return store;
}

interface Deployed {
  live?: boolean;
  requires?: Record<string, string>;
  commit?: BuildCommit;
  /** Which of the distinct manifests (each version its own bytes). */
  i?: number;
  /** The page chunk's code (by default a comment naming the version). */
  chunk?: string;
}

/** A version of mf-orders deployed as a build is, by the real deploy. */
export async function deployOrders(store: SiteStore, version: string, opts: Deployed = {}): Promise<void> {
  const requires = opts.requires ?? DISTINCT_REQUIRES[(opts.i ?? 0) % DISTINCT_REQUIRES.length];
  const build = await loadRemoteBuild(
    fakeRemoteBuild({ version, requires, ...(opts.chunk === undefined ? {} : { chunk: opts.chunk }) }),
  );
  const withCommit = opts.commit ? { ...build, info: { ...build.info, commit: opts.commit } } : build;
  await deployRemote(store, withCommit, { live: opts.live ?? true, force: false });
}

/** Every file under `h5/` and `registry/` with its etag: what a refused command must leave as it was. */
export async function everything(store: SiteStore): Promise<Record<string, string>> {
  const keys = [...(await store.list('h5/')), ...(await store.list('registry/'))];
  const entries = await Promise.all(keys.map(async (key) => [key, (await store.read(key))?.etag ?? ''] as const));
  return Object.fromEntries(entries);
}

export const versionFile = (store: LocalStore, version: string, rel: string): string =>
  path.join(store.root, 'h5', 'remotes', 'mf-orders', version, ...rel.split('/'));

/** Changes one byte of a file of a deployed version, as a disk error or a hand on the server would. */
export function flipOneByte(file: string): void {
  const bytes = readFileSync(file);
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  writeFileSync(file, bytes);
}
