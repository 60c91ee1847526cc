import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { canaryRemote, promoteRemote } from './canary';
import { deployRemote, loadRemoteBuild } from './deploy-remote';
import { deployShell, loadShellBuild } from './deploy-shell';
import { rollbackRemote, rollbackShell } from './rollback';

async function siteWith(versions: string[]) {
  const store = new LocalStore(tempDir('site-'));
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const version of versions) {
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
  }
  return store;
}
const liveOf = async (store: LocalStore) => (await readRegistry(store)).doc.remotes.mf_orders?.live;

describe('rollback', () => {
  it('puts the previous version live, then the one before, without any build', async () => {
    const store = await siteWith(['1.0.0+a', '1.1.0+b', '1.2.0+c']);
    expect(await rollbackRemote(store, 'mf_orders', { force: false })).toMatchObject({
      from: '1.2.0+c',
      to: '1.1.0+b',
    });
    await rollbackRemote(store, 'mf_orders', { force: false });
    expect(await liveOf(store)).toBe('1.0.0+a');
  });

  it('goes to a named version still on the site even after the registry forgot it', async () => {
    const versions = Array.from({ length: 12 }, (_, i) => `1.${i}.0+v`);
    const store = await siteWith(versions);
    expect((await readRegistry(store)).doc.remotes.mf_orders?.versions['1.0.0+v']).toBeUndefined();
    await rollbackRemote(store, 'mf_orders', { to: '1.0.0+v', force: false });
    expect(await liveOf(store)).toBe('1.0.0+v');
    await expect(rollbackRemote(store, 'mf_orders', { to: '7.7.7+nope', force: false })).rejects.toThrow(
      /not deployed/,
    );
  });

  it('refuses to roll back to a version today’s shell would not run', async () => {
    const store = new LocalStore(tempDir('site-'));
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
    const old = await loadRemoteBuild(
      fakeRemoteBuild({ version: '0.1.0+old', requires: { '@rental/shared': '^0.1.0' } }),
    );
    await deployRemote(store, old, { live: true, force: true });
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), {
      live: true,
      force: false,
    });
    await expect(rollbackRemote(store, 'mf_orders', { force: false })).rejects.toThrow(/@rental\/shared \^0\.1\.0/);
  });

  it('of the shell serves the previous index.html again', async () => {
    const store = await siteWith([]);
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.1.0+s2')), { force: false });
    expect(await rollbackShell(store, { force: false })).toEqual({ from: '1.1.0+s2', to: '1.0.0+s1' });
    expect(readFileSync(path.join(store.root, 'h5', 'index.html'), 'utf8')).toContain('1.0.0%2Bs1');
  });
});

describe('canary', () => {
  it('starts with the newest upload, is ended by rollback, and goes live on promote', async () => {
    const store = await siteWith(['1.0.0+a']);
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.1.0+b' })), {
      live: false,
      force: false,
    });
    expect(await canaryRemote(store, 'mf_orders', 50, { force: false })).toEqual({
      version: '1.1.0+b',
      percent: 50,
      live: '1.0.0+a',
    });
    expect(await rollbackRemote(store, 'mf_orders', { force: false })).toMatchObject({ kind: 'canaryEnded' });
    await canaryRemote(store, 'mf_orders', 20, { force: false });
    await promoteRemote(store, 'mf_orders');
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders).toMatchObject({ live: '1.1.0+b', canary: null });
  });

  it('is gated like a deploy', async () => {
    const store = await siteWith(['1.0.0+a']);
    const bad = await loadRemoteBuild(fakeRemoteBuild({ version: '1.1.0+r', requires: { react: '^20.0.0' } }));
    await deployRemote(store, bad, { live: false, force: true });
    await expect(canaryRemote(store, 'mf_orders', 10, { force: false })).rejects.toThrow(/react \^20\.0\.0/);
  });
});
