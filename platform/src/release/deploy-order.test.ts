import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildCommit } from '../registry/build-commit';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { DISTINCT_REQUIRES } from '../testing/served-manifests';
import { deployRemote, loadRemoteBuild, type RemoteBuild } from './deploy-remote';
import { deployShell, loadShellBuild } from './deploy-shell';
import { OlderBuildError } from './errors';

async function siteWithShell() {
  const store = new LocalStore(tempDir('order-'));
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  return store;
}

const OLD: BuildCommit = { sha: 'a'.repeat(40), committedAt: '2026-11-01T10:00:00.000Z' };
const NEW: BuildCommit = { sha: 'b'.repeat(40), committedAt: '2026-11-02T10:00:00.000Z' };

async function build(version: string, i: number, commit?: BuildCommit): Promise<RemoteBuild> {
  const loaded = await loadRemoteBuild(
    fakeRemoteBuild({ version, requires: DISTINCT_REQUIRES[i % DISTINCT_REQUIRES.length] }),
  );
  return commit ? { ...loaded, info: { ...loaded.info, commit } } : loaded;
}

const live = { live: true, force: false };

describe('deploy order by the commit a build was made from', () => {
  it('refuses a build older than the live one, naming both, and writes nothing', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await build('1.1.0+new', 0, NEW), live);
    const before = await readRegistry(store);
    const refused = deployRemote(store, await build('1.0.0+old', 1, OLD), live);
    await expect(refused).rejects.toThrow(OlderBuildError);
    await expect(refused).rejects.toThrow(/aaaaaaaaaa of 2026-11-01.*bbbbbbbbbb of 2026-11-02.*--force/);
    expect((await readRegistry(store)).doc).toEqual(before.doc);
    expect(existsSync(path.join(store.root, 'h5', 'remotes', 'mf-orders', '1.0.0+old'))).toBe(false);
  });

  it('deploys an older build with --force, and records its commit', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await build('1.1.0+new', 0, NEW), live);
    const forced = await deployRemote(store, await build('1.0.0+old', 1, OLD), { live: true, force: true });
    expect(forced.warnings).toEqual([expect.stringMatching(/^mf_orders 1.0.0\+old was built from aaaaaaaaaa/)]);
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.live).toBe('1.0.0+old');
    expect(doc.remotes.mf_orders?.versions['1.0.0+old']?.commit).toEqual(OLD);
  });

  it('lets two racing deploys end with the newer build live', async () => {
    const store = await siteWithShell();
    const [older, newer] = [await build('1.0.0+old', 1, OLD), await build('1.1.0+new', 0, NEW)];
    const results = await Promise.allSettled([deployRemote(store, older, live), deployRemote(store, newer, live)]);
    expect(results[1]?.status).toBe('fulfilled');
    expect((await readRegistry(store)).doc.remotes.mf_orders?.live).toBe('1.1.0+new');
  });

  it('deploys when either side has no commit recorded', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await build('1.1.0+new', 0), live);
    await deployRemote(store, await build('1.0.0+old', 1, OLD), live);
    await deployRemote(store, await build('0.9.0+none', 2), live);
    expect((await readRegistry(store)).doc.remotes.mf_orders?.live).toBe('0.9.0+none');
  });

  it("reads the commit from the build's build-commit.json, which is not uploaded", async () => {
    const store = await siteWithShell();
    const dist = fakeRemoteBuild({ version: '1.0.0+c', requires: DISTINCT_REQUIRES[0] });
    writeFileSync(path.join(dist, 'build-commit.json'), JSON.stringify({ ...NEW, dirty: true }));
    await deployRemote(store, await loadRemoteBuild(dist), live);
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.versions['1.0.0+c']?.commit).toEqual({ ...NEW, dirty: true });
    expect(existsSync(path.join(store.root, 'h5', 'remotes', 'mf-orders', '1.0.0+c', 'build-commit.json'))).toBe(false);
  });
});

function shellBuild(version: string, commit?: BuildCommit): string {
  const dist = fakeShellBuild(version);
  if (commit) writeFileSync(path.join(dist, 'build-commit.json'), JSON.stringify(commit));
  return dist;
}

describe("the shell's deploy order", () => {
  it('refuses a shell built before the live one, naming both, and writes nothing', async () => {
    const store = new LocalStore(tempDir('order-'));
    await deployShell(store, await loadShellBuild(shellBuild('1.1.0+new', NEW)), { force: false });
    const before = await readRegistry(store);
    const refused = deployShell(store, await loadShellBuild(shellBuild('1.0.0+old', OLD)), { force: false });
    await expect(refused).rejects.toThrow(OlderBuildError);
    await expect(refused).rejects.toThrow(/^shell 1.0.0\+old was built from aaaaaaaaaa.*live 1.1.0\+new.*--force/);
    expect((await readRegistry(store)).doc).toEqual(before.doc);
    expect(existsSync(path.join(store.root, 'h5', 'shell', '1.0.0+old'))).toBe(false);
  });

  it('deploys it with --force, says so, and records each live version’s commit while history names it', async () => {
    const store = new LocalStore(tempDir('order-'));
    await deployShell(store, await loadShellBuild(shellBuild('1.1.0+new', NEW)), { force: false });
    const forced = await deployShell(store, await loadShellBuild(shellBuild('1.0.0+old', OLD)), { force: true });
    expect(forced.warnings).toEqual([expect.stringMatching(/^shell 1.0.0\+old was built from aaaaaaaaaa.*1.1.0\+new/)]);
    expect(forced.warnings[0]).not.toMatch(/--force/);
    const { doc } = await readRegistry(store);
    expect(doc.shell.live).toBe('1.0.0+old');
    expect(doc.shell.commits).toEqual({ '1.1.0+new': NEW, '1.0.0+old': OLD });
    expect(existsSync(path.join(store.root, 'h5', 'shell', '1.0.0+old', 'build-commit.json'))).toBe(false);
  });

  it('lets the newer of two racing shell deploys end live', async () => {
    const store = new LocalStore(tempDir('order-'));
    const [older, newer] = [
      await loadShellBuild(shellBuild('1.0.0+old', OLD)),
      await loadShellBuild(shellBuild('1.1.0+new', NEW)),
    ];
    const results = await Promise.allSettled([
      deployShell(store, older, { force: false }),
      deployShell(store, newer, { force: false }),
    ]);
    expect(results[1]?.status).toBe('fulfilled');
    expect((await readRegistry(store)).doc.shell.live).toBe('1.1.0+new');
  });

  it('deploys a shell when either side has no commit, and keeps the commits of the versions it names', async () => {
    const store = new LocalStore(tempDir('order-'));
    await deployShell(store, await loadShellBuild(shellBuild('1.1.0+new', NEW)), { force: false });
    await deployShell(store, await loadShellBuild(shellBuild('0.9.0+none')), { force: false });
    const { doc } = await readRegistry(store);
    expect(doc.shell.live).toBe('0.9.0+none');
    expect(doc.shell.commits).toEqual({ '1.1.0+new': NEW });
  });
});
