import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { fakeRemoteBuild, fakeShellBuild, largeScript, tempDir } from '../testing/fake-builds';
import { DISTINCT_REQUIRES, manifestOnSite as onSite, manifestsServed } from '../testing/served-manifests';
import { deployRemote, loadRemoteBuild } from './deploy-remote';
import { deployShell, loadShellBuild } from './deploy-shell';
import { GateRefusedError, RefusedError } from './errors';
import { ZstdMissingError } from './dictionary-deltas';
import { ImmutableVersionError } from './upload-version';

async function siteWithShell() {
  const store = new LocalStore(tempDir('site-'));
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  return store;
}

const live = { live: true, force: false };
const file = (store: LocalStore, rel: string) => path.join(store.root, ...rel.split('/'));

/** Builds whose manifests differ from one another (each still runs in the shell on the site). */
const distinct = (version: string, i: number) =>
  fakeRemoteBuild({ version, requires: DISTINCT_REQUIRES[i % DISTINCT_REQUIRES.length] });

describe('deploying a remote', () => {
  it('uploads the build into its own version folder and makes it live', async () => {
    const store = await siteWithShell();
    const result = await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), live);
    expect(result).toMatchObject({ name: 'mf_orders', version: '1.0.0+a', live: { from: null, to: '1.0.0+a' } });
    expect(existsSync(file(store, 'h5/remotes/mf-orders/1.0.0+a/remoteEntry.js'))).toBe(true);
    expect(existsSync(file(store, 'h5/remotes/mf-orders/1.0.0+a/.build-stamp'))).toBe(false);
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.versions['1.0.0+a']?.entry).toBe('remotes/mf-orders/1.0.0%2Ba/mf-manifest.json');
  });

  it('records the sha384 of the manifest and entry script it uploaded, for the shell to check', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), live);
    const sri = (rel: string) =>
      `sha384-${createHash('sha384')
        .update(readFileSync(file(store, `h5/remotes/mf-orders/1.0.0+a/${rel}`)))
        .digest('base64')}`;
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.versions['1.0.0+a']?.integrity).toEqual({
      manifest: sri('mf-manifest.json'),
      entry: sri('remoteEntry.js'),
    });
  });

  it('never touches an earlier version: an open tab keeps every chunk it may still ask for', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), live);
    const chunk = readFileSync(file(store, 'h5/remotes/mf-orders/1.0.0+a/1234.0a1b2c3d.js'), 'utf8');
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.1.0+b' })), live);
    expect(readFileSync(file(store, 'h5/remotes/mf-orders/1.0.0+a/1234.0a1b2c3d.js'), 'utf8')).toBe(chunk);
  });

  it('writes the changed scripts as deltas for the renters of the live version; a missing zstd is a note', async () => {
    const deltasOf = (store: LocalStore, version: string) =>
      store.list(`h5/remotes/mf-orders/${version}/`).then((keys) => keys.filter((key) => key.includes('.dcz/')));
    const store = await siteWithShell();
    const ship = async (version: string, opts: Parameters<typeof deployRemote>[2]) =>
      deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version, chunk: largeScript(version) })), opts);
    await ship('1.0.0+a', live);
    // Uploaded for a canary: its renters will come from the live version too.
    const uploadedOnly = await ship('1.1.0+b', { live: false, force: false });
    expect(uploadedOnly.deltas).toMatchObject({ from: '1.0.0+a', written: 1 });
    expect(await deltasOf(store, '1.1.0+b')).toHaveLength(1);

    const second = await ship('1.2.0+c', live);
    expect(second.deltas).toMatchObject({ from: '1.0.0+a', written: 1 });
    expect(await deltasOf(store, '1.2.0+c')).toEqual([expect.stringMatching(/\/1234\.0a1b2c3d\.js\.dcz\/[\w+/]+=$/)]);

    const missing = async () => {
      throw new ZstdMissingError('zstd is not installed');
    };
    const third = await ship('1.3.0+d', { ...live, compress: missing });
    expect(third.live).toMatchObject({ from: '1.2.0+c', to: '1.3.0+d' });
    expect(third.deltas).toBeNull();
    expect(third.notes).toEqual([
      "renters of 1.2.0+c download mf_orders's changed scripts whole: zstd is not installed here (Debian: apt-get install zstd)",
    ]);
  });

  it('writes the shell’s scripts as deltas against the live shell’s, the same bytes too (a new address)', async () => {
    const framework = largeScript('/* the framework */');
    const shell = (version: string) => {
      const dist = fakeShellBuild(version);
      writeFileSync(path.join(dist, 'framework.0f0f0f0f.js'), framework);
      return dist;
    };
    const store = new LocalStore(tempDir('site-'));
    const first = await deployShell(store, await loadShellBuild(shell('1.0.0+s1')), { force: false });
    expect(first.deltas).toBeNull();
    const second = await deployShell(store, await loadShellBuild(shell('1.1.0+s2')), { force: false });
    expect(second.deltas).toMatchObject({ from: '1.0.0+s1', written: 1 });
    const written = (await store.list('h5/shell/1.1.0+s2/')).filter((key) => key.includes('.dcz/'));
    expect(written).toEqual([expect.stringMatching(/\/framework\.0f0f0f0f\.js\.dcz\//)]);
    expect((await store.read(written[0]!))!.body.length).toBeLessThan(100);
  });

  it('refuses the same version with different bytes, and writes nothing', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), live);
    const before = await store.read('h5/remotes.json');
    const altered = await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a', chunk: 'changed' }));
    await expect(deployRemote(store, altered, live)).rejects.toThrow(ImmutableVersionError);
    await expect(deployRemote(store, altered, live)).rejects.toThrow(/1234\.0a1b2c3d\.js/);
    expect((await store.read('h5/remotes.json'))?.etag).toBe(before?.etag);
    expect(readFileSync(file(store, 'h5/remotes/mf-orders/1.0.0+a/1234.0a1b2c3d.js'), 'utf8')).toBe('/* 1.0.0+a */');
  });

  it('uploads the brotli copies the build made, and refuses a build whose copy is of other bytes', async () => {
    const store = await siteWithShell();
    const dist = fakeRemoteBuild({ version: '1.0.0+a' });
    writeFileSync(path.join(dist, '1234.0a1b2c3d.js.br'), brotliCompressSync('/* 1.0.0+a */'));
    await deployRemote(store, await loadRemoteBuild(dist), live);
    expect(readFileSync(file(store, 'h5/remotes/mf-orders/1.0.0+a/1234.0a1b2c3d.js.br'))).toEqual(
      brotliCompressSync('/* 1.0.0+a */'),
    );
    // The manifest changed after its copy was made: browsers sent the copy would fail its hash.
    const stale = fakeRemoteBuild({ version: '1.1.0+b' });
    writeFileSync(path.join(stale, 'mf-manifest.json.br'), brotliCompressSync('{"before":"stamping"}'));
    await expect(loadRemoteBuild(stale)).rejects.toThrow(RefusedError);
    await expect(loadRemoteBuild(stale)).rejects.toThrow(/mf-manifest\.json\.br is not mf-manifest\.json compressed/);
    // A copy of a file the build does not have.
    const orphan = fakeRemoteBuild({ version: '1.1.0+c' });
    writeFileSync(path.join(orphan, 'gone.js.br'), brotliCompressSync('x'));
    await expect(loadRemoteBuild(orphan)).rejects.toThrow(/gone\.js\.br is not gone\.js compressed/);
  });

  it('the same build again is a no-op that says so', async () => {
    const store = await siteWithShell();
    const build = await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' }));
    await deployRemote(store, build, live);
    const registry = await store.read('h5/remotes.json');
    const again = await deployRemote(store, build, live);
    expect(again.upload).toEqual({ uploaded: 0, present: 4 });
    expect(again.live?.unchanged).toBe(true);
    expect((await store.read('h5/remotes.json'))?.etag).toBe(registry?.etag);
  });

  it('{ canary } uploads and starts a canary of that very version in one registry write', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(distinct('1.0.0+a', 0)), live);
    const result = await deployRemote(store, await loadRemoteBuild(distinct('1.1.0+b', 1)), {
      live: { canary: 15 },
      force: false,
    });
    expect(result).toMatchObject({ live: null, canary: { version: '1.1.0+b', percent: 15, live: '1.0.0+a' } });
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders).toMatchObject({ live: '1.0.0+a', canary: { version: '1.1.0+b', percent: 15 } });
    expect(await manifestsServed(store)).toEqual({
      '1.0.0+a': onSite(store, '1.0.0+a'),
      '1.1.0+b': onSite(store, '1.1.0+b'),
    });
  });

  it('refuses a build the live shell would not run, naming package, range and version, before uploading', async () => {
    const store = await siteWithShell();
    const build = await loadRemoteBuild(fakeRemoteBuild({ version: '2.0.0+r', requires: { react: '^20.0.0' } }));
    const refusal = deployRemote(store, build, live);
    await expect(refusal).rejects.toBeInstanceOf(GateRefusedError);
    await expect(refusal).rejects.toThrow('it requires react ^20.0.0; the shell provides react 19.3.1');
    expect(existsSync(file(store, 'h5/remotes/mf-orders/2.0.0+r'))).toBe(false);
    const forced = await deployRemote(store, build, { live: true, force: true });
    expect(forced.warnings).toEqual(['it requires react ^20.0.0; the shell provides react 19.3.1']);
  });

  it('needs a shell on the site to judge against', async () => {
    const store = new LocalStore(tempDir('site-'));
    const build = await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' }));
    await expect(deployRemote(store, build, live)).rejects.toThrow(RefusedError);
    await expect(deployRemote(store, build, live)).rejects.toThrow(/deploy the shell first/);
  });

  it('--no-live uploads without changing what renters get', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), live);
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.1.0+b' })), {
      live: false,
      force: false,
    });
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders).toMatchObject({
      live: '1.0.0+a',
      uploads: [{ version: '1.1.0+b' }, { version: '1.0.0+a' }],
    });
  });

  it('going live puts the uploaded manifest in the live version’s record, and takes it from the one before', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(distinct('1.0.0+a', 0)), live);
    expect(await manifestsServed(store)).toEqual({ '1.0.0+a': onSite(store, '1.0.0+a') });
    await deployRemote(store, await loadRemoteBuild(distinct('1.1.0+b', 1)), live);
    expect(onSite(store, '1.1.0+b')).not.toEqual(onSite(store, '1.0.0+a'));
    expect(await manifestsServed(store)).toEqual({ '1.1.0+b': onSite(store, '1.1.0+b') });
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.versions['1.0.0+a']).toBeDefined();
    expect(doc.remotes.mf_orders?.versions['1.0.0+a']).not.toHaveProperty('manifest');
  });

  it('the manifest it records is parsed from the bytes it uploaded and hashed, not read again from the build folder', async () => {
    const store = await siteWithShell();
    const dist = distinct('1.0.0+a', 0);
    const build = await loadRemoteBuild(dist);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'rebuilt', name: 'rebuilt' }));
    await deployRemote(store, build, live);
    const uploaded = readFileSync(file(store, 'h5/remotes/mf-orders/1.0.0+a/mf-manifest.json'));
    const { doc } = await readRegistry(store);
    const record = doc.remotes.mf_orders?.versions['1.0.0+a'];
    expect(record?.manifest).toEqual(JSON.parse(uploaded.toString('utf8')));
    expect(record?.manifest).toMatchObject({ name: 'mf_orders' });
    expect(record?.integrity?.manifest).toBe(`sha384-${createHash('sha384').update(uploaded).digest('base64')}`);
  });

  it('--no-live puts no manifest in the registry', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(distinct('0.9.0+z', 3)), { live: false, force: false });
    expect(await manifestsServed(store)).toEqual({});
    await deployRemote(store, await loadRemoteBuild(distinct('1.0.0+a', 0)), live);
    await deployRemote(store, await loadRemoteBuild(distinct('1.1.0+b', 1)), { live: false, force: false });
    expect(await manifestsServed(store)).toEqual({ '1.0.0+a': onSite(store, '1.0.0+a') });
  });

  it('the registry carries no manifest for history or upload-only versions', async () => {
    const store = await siteWithShell();
    for (const [i, version] of ['1.0.0+a', '1.1.0+b', '1.2.0+c'].entries()) {
      await deployRemote(store, await loadRemoteBuild(distinct(version, i)), live);
    }
    await deployRemote(store, await loadRemoteBuild(distinct('1.3.0+d', 3)), { live: false, force: false });
    const { doc } = await readRegistry(store);
    expect(Object.keys(doc.remotes.mf_orders?.versions ?? {}).sort()).toEqual([
      '1.0.0+a',
      '1.1.0+b',
      '1.2.0+c',
      '1.3.0+d',
    ]);
    expect(await manifestsServed(store)).toEqual({ '1.2.0+c': onSite(store, '1.2.0+c') });
  });
});

describe('deploying the shell', () => {
  it('keeps every version in its own folder and points index.html and the contract at the live one', async () => {
    const store = await siteWithShell();
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.1.0+s2')), { force: false });
    expect(readFileSync(file(store, 'h5/index.html'), 'utf8')).toContain('/h5/shell/1.1.0%2Bs2/main.0a1b2c3d.js');
    expect(JSON.parse(readFileSync(file(store, 'h5/shell-manifest.json'), 'utf8'))).toMatchObject({
      version: '1.1.0+s2',
    });
    expect(existsSync(file(store, 'h5/shell/1.0.0+s1/main.0a1b2c3d.js'))).toBe(true);
  });

  it('refuses a shell that live remotes could not run in', async () => {
    const store = await siteWithShell();
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), live);
    const older = await loadShellBuild(fakeShellBuild('0.9.0+s0', { react: '18.3.1', '@rental/shared': '1.1.0' }));
    await expect(deployShell(store, older, { force: false })).rejects.toThrow(
      'mf_orders 1.0.0+a: it requires react ^19.3.1; the shell provides react 18.3.1',
    );
  });
});
