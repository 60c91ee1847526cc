import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { deployRemote, loadRemoteBuild } from './deploy-remote';
import { deployShell, loadShellBuild } from './deploy-shell';
import { recordedManifest, versionRecordFromSite } from './site-reads';

const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function siteWithVersion(version: string) {
  const store = new LocalStore(tempDir('site-'));
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
  const record = (await readRegistry(store)).doc.remotes.mf_orders!.versions[version]!;
  const file = path.join(store.root, 'h5', 'remotes', 'mf-orders', version, 'mf-manifest.json');
  return { store, record, file };
}

describe('a version’s manifest for its registry record', () => {
  it('is the parsed file when its bytes are the ones deploy recorded', async () => {
    const { store, record, file } = await siteWithVersion('1.0.0+a');
    expect(await recordedManifest(store, 'mf-orders', record, '1.0.0+a')).toEqual(
      JSON.parse(readFileSync(file, 'utf8')),
    );
  });

  it('is none when the file changed, is missing, or the record has no hash to check it against', async () => {
    const { store, record, file } = await siteWithVersion('1.0.0+a');
    const { integrity, ...unhashed } = record;
    expect(integrity).toBeDefined();
    expect(await recordedManifest(store, 'mf-orders', unhashed, '1.0.0+a')).toBeNull();
    expect(await recordedManifest(store, 'mf-orders', undefined, '1.0.0+a')).toBeNull();
    writeFileSync(file, JSON.stringify({ id: 'mf_orders', name: 'mf_orders' }));
    expect(await recordedManifest(store, 'mf-orders', record, '1.0.0+a')).toBeNull();
    rmSync(file);
    expect(await recordedManifest(store, 'mf-orders', record, '1.0.0+a')).toBeNull();
  });

  it('is none when the recorded bytes are not a JSON object', async () => {
    const { store, record, file } = await siteWithVersion('1.0.0+a');
    for (const text of ['<html>', '["mf_orders"]', 'null']) {
      writeFileSync(file, text);
      const matching = { ...record, integrity: { ...record.integrity!, manifest: sha384(text) } };
      expect(await recordedManifest(store, 'mf-orders', matching, '1.0.0+a')).toBeNull();
    }
  });
});

describe('a version’s record rebuilt from its folder', () => {
  it('carries the hashes its upload recorded, so the shell will run it', async () => {
    const { store, record } = await siteWithVersion('1.0.0+a');
    const dir = path.join(store.root, 'h5', 'remotes', 'mf-orders', '1.0.0+a');
    const rebuilt = await versionRecordFromSite(store, 'mf-orders', '1.0.0+a');
    expect(rebuilt?.integrity).toEqual({
      manifest: sha384(readFileSync(path.join(dir, 'mf-manifest.json'))),
      entry: sha384(readFileSync(path.join(dir, 'remoteEntry.js'))),
    });
    expect(rebuilt).toEqual({
      entry: record.entry,
      routes: record.routes,
      uploadedAt: record.uploadedAt,
      integrity: record.integrity,
    });
    expect(rebuilt).not.toHaveProperty('manifest');
  });
});
