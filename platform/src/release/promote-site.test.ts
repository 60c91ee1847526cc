import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildCommit } from '../registry/build-commit';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { fakeShellBuild, SHELL_SHARED } from '../testing/fake-builds';
import { manifestOnSite, manifestsServed } from '../testing/served-manifests';
import { deployOrders, everything, flipOneByte, ORDERS, siteWithShell, versionFile } from '../testing/two-sites';
import { deployShell, loadShellBuild } from './deploy-shell';
import { GateRefusedError, OlderBuildError, RefusedError } from './errors';
import { integrityOf } from './local-files';
import { promoteRemoteAcross, promoteShellAcross } from './promote-site';
import { ImmutableVersionError } from './upload-version';

const plain = { force: false };
const sites = async () => {
  const staging = (await siteWithShell('promote-staging')) as LocalStore;
  const production = (await siteWithShell('promote-production')) as LocalStore;
  await deployOrders(staging, '1.0.0+a', { i: 0 });
  await deployOrders(staging, '1.1.0+b', { i: 1 });
  await deployOrders(production, '1.0.0+a', { i: 0 });
  return { staging, production };
};
const filesOf = (store: LocalStore, version: string) =>
  Object.keys(JSON.parse(readFileSync(versionFile(store, version, 'release.json'), 'utf8')).files as object);

describe('promoting a remote from one folder site to another', () => {
  it('makes the version live on staging live on production, with the very bytes staging holds', async () => {
    const { staging, production } = await sites();
    const result = await promoteRemoteAcross(staging, production, ORDERS, plain);
    expect(result).toMatchObject({ version: '1.1.0+b', verified: 4, upload: { uploaded: 4, present: 0 } });
    expect(result.live).toMatchObject({ from: '1.0.0+a', to: '1.1.0+b', unchanged: false });
    for (const rel of filesOf(staging, '1.1.0+b'))
      expect(readFileSync(versionFile(production, '1.1.0+b', rel))).toEqual(
        readFileSync(versionFile(staging, '1.1.0+b', rel)),
      );
    const [from, to] = [(await readRegistry(staging)).doc, (await readRegistry(production)).doc];
    expect(to.remotes.mf_orders?.live).toBe('1.1.0+b');
    expect(to.remotes.mf_orders?.versions['1.1.0+b']?.integrity).toEqual(
      from.remotes.mf_orders?.versions['1.1.0+b']?.integrity,
    );
    expect(await manifestsServed(production)).toEqual({ '1.1.0+b': manifestOnSite(staging, '1.1.0+b') });
  });

  it('refuses a version with one byte changed on the source, in one line, and writes nothing on the target', async () => {
    const { staging, production } = await sites();
    flipOneByte(versionFile(staging, '1.1.0+b', '1234.0a1b2c3d.js'));
    const before = await everything(production);
    const refusal = promoteRemoteAcross(staging, production, ORDERS, plain);
    await expect(refusal).rejects.toBeInstanceOf(RefusedError);
    await expect(refusal).rejects.toThrow(
      `mf_orders 1.1.0+b on ${staging.root} is not what was tested: 1234.0a1b2c3d.js differs from its recorded sha384; nothing was written`,
    );
    await expect(refusal).rejects.toThrow(/^[^\n]+$/);
    expect(await everything(production)).toEqual(before);
  });

  it('refuses a file missing on the source, and a release.json that is not this version’s', async () => {
    const { staging, production } = await sites();
    const before = await everything(production);
    rmSync(versionFile(staging, '1.1.0+b', 'remoteEntry.js'));
    await expect(promoteRemoteAcross(staging, production, ORDERS, plain)).rejects.toThrow(
      /is not what was tested: remoteEntry\.js is missing; nothing was written$/,
    );
    const release = versionFile(staging, '1.0.0+a', 'release.json');
    const record = JSON.parse(readFileSync(release, 'utf8')) as { version: string };
    writeFileSync(release, JSON.stringify({ ...record, version: '1.1.0+b' }));
    const named = promoteRemoteAcross(staging, production, ORDERS, { ...plain, version: '1.0.0+a' });
    await expect(named).rejects.toThrow(/has a release\.json that is not this version's record/);
    rmSync(release);
    await expect(promoteRemoteAcross(staging, production, ORDERS, { ...plain, version: '1.0.0+a' })).rejects.toThrow(
      /mf_orders 1\.0\.0\+a on .* is not there whole \(no release\.json\)/,
    );
    expect(await everything(production)).toEqual(before);
  });

  it('refuses a file changed together with its hash in release.json: the registry record disagrees', async () => {
    const { staging, production } = await sites();
    const manifest = versionFile(staging, '1.1.0+b', 'mf-manifest.json');
    flipOneByte(manifest);
    const release = versionFile(staging, '1.1.0+b', 'release.json');
    const record = JSON.parse(readFileSync(release, 'utf8')) as { files: Record<string, string> };
    record.files['mf-manifest.json'] = integrityOf(readFileSync(manifest));
    writeFileSync(release, JSON.stringify(record));
    const before = await everything(production);
    await expect(promoteRemoteAcross(staging, production, ORDERS, plain)).rejects.toThrow(
      /mf_orders 1\.1\.0\+b on .* does not match its registry record \(mf-manifest\.json, remoteEntry\.js\)/,
    );
    expect(await everything(production)).toEqual(before);
  });

  it('refuses a release.json that names files outside its folder: nothing is read there or written', async () => {
    const { staging, production } = await sites();
    const release = versionFile(staging, '1.1.0+b', 'release.json');
    const record = JSON.parse(readFileSync(release, 'utf8')) as { files: Record<string, string> };
    const elsewhere = '../1.0.0+a/remoteEntry.js';
    record.files[elsewhere] = integrityOf(readFileSync(versionFile(staging, '1.0.0+a', 'remoteEntry.js')));
    writeFileSync(release, JSON.stringify(record));
    const before = await everything(production);
    await expect(promoteRemoteAcross(staging, production, ORDERS, plain)).rejects.toThrow(
      `has a release.json naming ${elsewhere}, not files of its folder`,
    );
    expect(await everything(production)).toEqual(before);
  });

  it('refuses, by the same gate as deploy, a version the target’s live shell cannot run', async () => {
    const react20 = { ...SHELL_SHARED, react: '20.0.0' };
    const staging = (await siteWithShell('promote-staging', undefined, '2.0.0+s2', react20)) as LocalStore;
    const production = (await siteWithShell('promote-production')) as LocalStore;
    await deployOrders(staging, '2.0.0+r', { requires: { react: '^20.0.0' } });
    await deployOrders(production, '1.0.0+a');
    const before = await everything(production);
    const refusal = promoteRemoteAcross(staging, production, ORDERS, plain);
    await expect(refusal).rejects.toBeInstanceOf(GateRefusedError);
    await expect(refusal).rejects.toThrow('it requires react ^20.0.0; the shell provides react 19.3.1');
    expect(await everything(production)).toEqual(before);
    const forced = await promoteRemoteAcross(staging, production, ORDERS, { force: true });
    expect(forced.warnings).toEqual(['it requires react ^20.0.0; the shell provides react 19.3.1']);
  });

  it('--canary lands it as a canary of that share; the live version stays', async () => {
    const { staging, production } = await sites();
    const result = await promoteRemoteAcross(staging, production, ORDERS, { ...plain, canary: 10 });
    expect(result.canary).toEqual({ version: '1.1.0+b', percent: 10, live: '1.0.0+a' });
    const { doc } = await readRegistry(production);
    expect(doc.remotes.mf_orders).toMatchObject({ live: '1.0.0+a', canary: { version: '1.1.0+b', percent: 10 } });
    // The version already live there cannot be its own canary.
    await expect(
      promoteRemoteAcross(staging, production, ORDERS, { ...plain, version: '1.0.0+a', canary: 10 }),
    ).rejects.toThrow('mf_orders 1.0.0+a is already live');
  });

  it('again is idempotent: the files there are read and compared, none uploaded, the registry untouched', async () => {
    const { staging, production } = await sites();
    await promoteRemoteAcross(staging, production, ORDERS, plain);
    const before = await everything(production);
    const again = await promoteRemoteAcross(staging, production, ORDERS, plain);
    expect(again).toMatchObject({ verified: 4, upload: { uploaded: 0, present: 4 }, live: { unchanged: true } });
    expect(await everything(production)).toEqual(before);
    const canary = await promoteRemoteAcross(staging, production, ORDERS, { ...plain, version: '1.0.0+a', canary: 5 });
    expect(canary.canary).toMatchObject({ version: '1.0.0+a', percent: 5 });
  });

  it('refuses to promote over a copy on the target whose bytes differ, and never overwrites it', async () => {
    const { staging, production } = await sites();
    await promoteRemoteAcross(staging, production, ORDERS, { ...plain, canary: 10 });
    const chunk = versionFile(production, '1.1.0+b', '1234.0a1b2c3d.js');
    flipOneByte(chunk);
    const changed = readFileSync(chunk);
    const refusal = promoteRemoteAcross(staging, production, ORDERS, plain);
    await expect(refusal).rejects.toBeInstanceOf(ImmutableVersionError);
    await expect(refusal).rejects.toThrow(/mf-orders 1\.1\.0\+b is already deployed with different bytes \(1234/);
    expect(readFileSync(chunk)).toEqual(changed);
    expect((await readRegistry(production)).doc.remotes.mf_orders?.live).toBe('1.0.0+a');
  });

  it('puts back the files an interrupted promote left out, keeping those there', async () => {
    const { staging, production } = await sites();
    await promoteRemoteAcross(staging, production, ORDERS, plain);
    rmSync(versionFile(production, '1.1.0+b', 'release.json'));
    rmSync(versionFile(production, '1.1.0+b', 'remoteEntry.js'));
    const again = await promoteRemoteAcross(staging, production, ORDERS, plain);
    expect(again.upload).toEqual({ uploaded: 1, present: 3 });
    expect(filesOf(production, '1.1.0+b')).toEqual(filesOf(staging, '1.1.0+b'));
  });

  it('--version takes a version that is not live on the source; none live there is refused', async () => {
    const { staging, production } = await sites();
    await deployOrders(staging, '1.2.0+c', { i: 2, live: false });
    const result = await promoteRemoteAcross(staging, production, ORDERS, { ...plain, version: '1.2.0+c' });
    expect(result.live?.to).toBe('1.2.0+c');
    const empty = (await siteWithShell('promote-empty')) as LocalStore;
    await expect(promoteRemoteAcross(empty, production, ORDERS, plain)).rejects.toThrow(
      `mf_orders has no live version on ${empty.root}: name one with --version`,
    );
    const nowhere = new LocalStore(path.join(empty.root, 'no-site-here'));
    await expect(promoteRemoteAcross(nowhere, production, ORDERS, plain)).rejects.toThrow(
      /no-site-here holds no site \(no h5\/remotes\.json\)/,
    );
    await expect(promoteRemoteAcross(staging, production, ORDERS, { ...plain, version: '9.9.9+z' })).rejects.toThrow(
      /mf_orders 9\.9\.9\+z on .* is not there whole/,
    );
  });

  it('keeps "newer commits win" on the target: an older build is refused unless forced, the commit travels with it', async () => {
    const OLD: BuildCommit = { sha: 'a'.repeat(40), committedAt: '2026-11-01T10:00:00.000Z' };
    const NEW: BuildCommit = { sha: 'b'.repeat(40), committedAt: '2026-11-02T10:00:00.000Z' };
    const staging = await siteWithShell('promote-staging');
    const production = await siteWithShell('promote-production');
    await deployOrders(staging, '1.0.0+old', { i: 0, commit: OLD });
    await deployOrders(production, '1.1.0+hotfix', { i: 1, commit: NEW });
    const before = await everything(production);
    const refusal = promoteRemoteAcross(staging, production, ORDERS, plain);
    await expect(refusal).rejects.toBeInstanceOf(OlderBuildError);
    expect(await everything(production)).toEqual(before);
    const forced = await promoteRemoteAcross(staging, production, ORDERS, { force: true });
    expect(forced.warnings).toEqual([expect.stringMatching(/^mf_orders 1\.0\.0\+old was built from aaaaaaaaaa/)]);
    expect((await readRegistry(production)).doc.remotes.mf_orders?.versions['1.0.0+old']?.commit).toEqual(OLD);
  });
});

describe('promoting the shell', () => {
  it('takes the shell live on staging to production, verified, and points index.html at it', async () => {
    const staging = (await siteWithShell('promote-staging')) as LocalStore;
    await deployShell(staging, await loadShellBuild(fakeShellBuild('1.1.0+s2')), { force: false });
    const production = (await siteWithShell('promote-production')) as LocalStore;
    const result = await promoteShellAcross(staging, production, plain);
    expect(result).toMatchObject({ version: '1.1.0+s2', verified: 3, live: { from: '1.0.0+s1', to: '1.1.0+s2' } });
    expect(readFileSync(path.join(production.root, 'h5', 'index.html'), 'utf8')).toContain('/h5/shell/1.1.0%2Bs2/');
    await expect(promoteShellAcross(staging, production, { ...plain, canary: 5 })).rejects.toThrow(/has no canary/);
  });

  it('refuses a shell the target’s live remotes could not run in', async () => {
    const staging = await siteWithShell('promote-staging', undefined, '0.9.0+s0', { ...SHELL_SHARED, react: '18.3.1' });
    const production = await siteWithShell('promote-production');
    await deployOrders(production, '1.0.0+a', { requires: { react: '^19.3.1' } });
    const before = await everything(production);
    await expect(promoteShellAcross(staging, production, plain)).rejects.toThrow(
      'mf_orders 1.0.0+a: it requires react ^19.3.1; the shell provides react 18.3.1',
    );
    expect(await everything(production)).toEqual(before);
  });
});
