import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { candidatesFor } from '../registry/select';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { fakeRemoteBuild, fakeShellBuild, manifestJson, tempDir } from '../testing/fake-builds';
import {
  DISTINCT_REQUIRES,
  manifestFileOnSite as siteFile,
  manifestOnSite as onSite,
  manifestsServed,
} from '../testing/served-manifests';
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

async function deployDistinct(store: LocalStore, versions: string[], live: boolean) {
  for (const version of versions) {
    const requires = DISTINCT_REQUIRES[Number(version.split('.')[1]) % DISTINCT_REQUIRES.length];
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version, requires })), { live, force: false });
  }
}
const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** A version's manifest changed on the site after deploy (still one today's shell would run). */
const alterOnSite = (store: LocalStore, version: string) =>
  writeFileSync(siteFile(store, version), manifestJson('mf_orders', { react: '^19.3.1' }));

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

  it('moves the manifest to the version rolled back to and strips it from the one rolled back from', async () => {
    const store = new LocalStore(tempDir('site-'));
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
    await deployDistinct(store, ['1.0.0+a', '1.1.0+b', '1.2.0+c'], true);
    expect(await manifestsServed(store)).toEqual({ '1.2.0+c': onSite(store, '1.2.0+c') });
    await rollbackRemote(store, 'mf_orders', { force: false });
    expect(await manifestsServed(store)).toEqual({ '1.1.0+b': onSite(store, '1.1.0+b') });
    await rollbackRemote(store, 'mf_orders', { to: '1.2.0+c', force: false });
    expect(await manifestsServed(store)).toEqual({ '1.2.0+c': onSite(store, '1.2.0+c') });
    expect(onSite(store, '1.2.0+c')).not.toEqual(onSite(store, '1.1.0+b'));
  });

  it('puts in no manifest whose file was changed on the site after deploy', async () => {
    const store = new LocalStore(tempDir('site-'));
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
    await deployDistinct(store, ['1.0.0+a', '1.1.0+b'], true);
    const recorded = (await readRegistry(store)).doc.remotes.mf_orders?.versions['1.0.0+a']?.integrity;
    alterOnSite(store, '1.0.0+a');
    expect(await rollbackRemote(store, 'mf_orders', { force: false })).toMatchObject({ to: '1.0.0+a' });
    expect(await liveOf(store)).toBe('1.0.0+a');
    expect(await manifestsServed(store)).toEqual({});
    // The record keeps what deploy hashed, so the shell refuses the changed file it fetches instead.
    expect((await readRegistry(store)).doc.remotes.mf_orders?.versions['1.0.0+a']?.integrity).toEqual(recorded);
  });

  it('to a version the registry forgot gives it a record the shell will run: its hashes and its manifest', async () => {
    const versions = Array.from({ length: 12 }, (_, i) => `1.${i}.0+v`);
    const store = new LocalStore(tempDir('site-'));
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
    await deployDistinct(store, versions, true);
    expect((await readRegistry(store)).doc.remotes.mf_orders?.versions['1.0.0+v']).toBeUndefined();
    await rollbackRemote(store, 'mf_orders', { to: '1.0.0+v', force: false });
    const dir = path.join(store.root, 'h5', 'remotes', 'mf-orders', '1.0.0+v');
    const orders = (await readRegistry(store)).doc.remotes.mf_orders!;
    expect(orders.versions['1.0.0+v']?.integrity).toEqual({
      manifest: sha384(readFileSync(path.join(dir, 'mf-manifest.json'))),
      entry: sha384(readFileSync(path.join(dir, 'remoteEntry.js'))),
    });
    expect(await manifestsServed(store)).toEqual({ '1.0.0+v': onSite(store, '1.0.0+v') });
    const [first] = candidatesFor(orders, { bucket: () => 99 });
    expect(first).toMatchObject({ version: '1.0.0+v', reason: 'live', manifest: onSite(store, '1.0.0+v') });
    expect(first?.integrity).toEqual(orders.versions['1.0.0+v']?.integrity);
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

  it('puts the canary’s manifest in its record beside the live one; promote keeps it, the old live loses its own', async () => {
    const store = await siteWith([]);
    await deployDistinct(store, ['1.0.0+a'], true);
    await deployDistinct(store, ['1.1.0+b'], false);
    expect(await manifestsServed(store)).toEqual({ '1.0.0+a': onSite(store, '1.0.0+a') });
    await canaryRemote(store, 'mf_orders', 30, { force: false });
    expect(await manifestsServed(store)).toEqual({
      '1.0.0+a': onSite(store, '1.0.0+a'),
      '1.1.0+b': onSite(store, '1.1.0+b'),
    });
    expect(onSite(store, '1.1.0+b')).not.toEqual(onSite(store, '1.0.0+a'));
    await promoteRemote(store, 'mf_orders');
    expect(await liveOf(store)).toBe('1.1.0+b');
    expect(await manifestsServed(store)).toEqual({ '1.1.0+b': onSite(store, '1.1.0+b') });
  });

  it('ended by rollback, its manifest leaves the registry; the live one keeps its own', async () => {
    const store = await siteWith([]);
    await deployDistinct(store, ['1.0.0+a'], true);
    await deployDistinct(store, ['1.1.0+b'], false);
    await canaryRemote(store, 'mf_orders', 30, { force: false });
    expect(await rollbackRemote(store, 'mf_orders', { force: false })).toMatchObject({ kind: 'canaryEnded' });
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.versions['1.1.0+b']).toBeDefined();
    expect(await manifestsServed(store)).toEqual({ '1.0.0+a': onSite(store, '1.0.0+a') });
  });

  it('puts in no manifest whose file was changed on the site after deploy', async () => {
    const store = await siteWith([]);
    await deployDistinct(store, ['1.0.0+a'], true);
    await deployDistinct(store, ['1.1.0+b'], false);
    alterOnSite(store, '1.1.0+b');
    expect(await canaryRemote(store, 'mf_orders', 30, { force: false })).toMatchObject({ version: '1.1.0+b' });
    expect((await readRegistry(store)).doc.remotes.mf_orders?.canary).toMatchObject({ version: '1.1.0+b' });
    expect(await manifestsServed(store)).toEqual({ '1.0.0+a': onSite(store, '1.0.0+a') });
  });

  it('ended by rollback to a named version, that version gets the manifest and the canary loses its own', async () => {
    const store = await siteWith([]);
    await deployDistinct(store, ['1.0.0+a', '1.1.0+b'], true);
    await deployDistinct(store, ['1.2.0+c'], false);
    await canaryRemote(store, 'mf_orders', 30, { force: false });
    expect(await rollbackRemote(store, 'mf_orders', { to: '1.0.0+a', force: false })).toMatchObject({
      kind: 'live',
      to: '1.0.0+a',
      endedCanary: '1.2.0+c',
    });
    expect(await manifestsServed(store)).toEqual({ '1.0.0+a': onSite(store, '1.0.0+a') });
  });

  it('is gated like a deploy', async () => {
    const store = await siteWith(['1.0.0+a']);
    const bad = await loadRemoteBuild(fakeRemoteBuild({ version: '1.1.0+r', requires: { react: '^20.0.0' } }));
    await deployRemote(store, bad, { live: false, force: true });
    await expect(canaryRemote(store, 'mf_orders', 10, { force: false })).rejects.toThrow(/react \^20\.0\.0/);
  });
});
