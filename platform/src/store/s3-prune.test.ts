import { promises as fs } from 'node:fs';
import path from 'node:path';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { prune, type PruneOptions } from '../release/prune';
import { fakeRemoteBuild, tempDir } from '../testing/fake-builds';
import { DAY, namedButBroken, siteWithVersions, snapshot } from '../testing/pruned-site';
import { BUCKET, KEYS, s3rverForTests } from '../testing/s3rver';
import { readRegistry } from './registry-store';
import { S3Store } from './s3-store';
import { startServing } from '../cli/serve-command';
import { SiteMirror } from './site-mirror';
import type { SiteStore } from './site-store';

const ORDERS = { app: 'mf_orders', folder: 'h5/remotes/mf-orders/' };
const later: PruneOptions = {
  keep: 0,
  olderThanMs: null,
  apply: false,
  now: () => new Date(Date.now() + 2 * DAY),
  generationsKept: 1,
};
const asFile = { contentType: 'text/javascript', cacheControl: 'no-cache' };

const s3 = s3rverForTests('s3-prune');
const siteAt = (prefix: string) => new S3Store({ bucket: BUCKET, prefix, client: s3.client });

describe('prune on an S3 site (s3rver 3.7.1)', () => {
  it('lists sizes and removes keys; removing a key already gone is fine', async () => {
    const store = siteAt('sites/remove');
    await store.write('h5/remotes/mf-orders/1.0.0+a/a.js', Buffer.alloc(2048), asFile);
    await store.write('h5/remotes/mf-orders/1.0.0+a/b.js', Buffer.from('b'), asFile);
    expect(await store.listSized('h5/remotes/mf-orders/')).toEqual([
      { key: 'h5/remotes/mf-orders/1.0.0+a/a.js', size: 2048 },
      { key: 'h5/remotes/mf-orders/1.0.0+a/b.js', size: 1 },
    ]);
    await store.remove('h5/remotes/mf-orders/1.0.0+a/a.js');
    await store.remove('h5/remotes/mf-orders/1.0.0+a/a.js');
    expect(await store.list('h5/remotes/mf-orders/')).toEqual(['h5/remotes/mf-orders/1.0.0+a/b.js']);
  });

  it('a dry run changes nothing; --yes removes what nothing names and leaves the rest whole', async () => {
    const store = siteAt('sites/prune');
    await siteWithVersions(store, 12);
    const keys = await store.list('');
    const dry = await prune(store, ORDERS, later);
    expect(dry.verdicts.filter((v) => v.remove).map((v) => v.version)).toEqual(['1.0.0+v', '1.1.0+v']);
    expect(await store.list('')).toEqual(keys);
    await prune(store, ORDERS, { ...later, apply: true });
    expect(await store.list('h5/remotes/mf-orders/1.0.0+v/')).toEqual([]);
    expect(await store.list('h5/remotes/mf-orders/1.1.0+v/')).toEqual([]);
    expect((await store.list('h5/remotes/mf-orders/1.2.0+v/')).length).toBeGreaterThan(0);
    expect(await namedButBroken(store)).toEqual([]);
  });

  it('a crash between two removals leaves no pointer on a partial version; the next prune finishes', async () => {
    const store = siteAt('sites/crash');
    await siteWithVersions(store, 12);
    let left = 2;
    const crashing: SiteStore = {
      description: store.description,
      read: (k) => store.read(k),
      write: (k, b, o) => store.write(k, b, o),
      list: (p) => store.list(p),
      listSized: (p) => store.listSized(p),
      remove: async (k) => {
        if (k.startsWith('h5/') && left-- <= 0) throw new Error('injected crash');
        await store.remove(k);
      },
    };
    await expect(prune(crashing, ORDERS, { ...later, apply: true })).rejects.toThrow(/injected crash/);
    expect(await namedButBroken(store)).toEqual([]);
    await prune(store, ORDERS, { ...later, apply: true });
    expect(await store.list('h5/remotes/mf-orders/1.0.0+v/')).toEqual([]);
    expect(await namedButBroken(store)).toEqual([]);
  });

  it('is served from a read-only copy that follows the registry, deploys and prunes alike', async () => {
    const store = siteAt('sites/mirror');
    await siteWithVersions(store, 12);
    const before = await store.list('');
    const root = tempDir('mirror-');
    const readOnly: SiteStore = {
      description: store.description,
      read: (k) => store.read(k),
      list: (p) => store.list(p),
      listSized: (p) => store.listSized(p),
      write: () => Promise.reject(new Error('the copy wrote to the site')),
      remove: () => Promise.reject(new Error('the copy removed from the site')),
    };
    const mirror = new SiteMirror(readOnly, root);
    await mirror.refresh();
    const h5 = before.filter((k) => k.startsWith('h5/'));
    expect(Object.keys(snapshot(root)).sort()).toEqual(h5.map((k) => k.split('/').join(path.sep)).sort());
    expect(await fs.readFile(path.join(root, 'h5', 'remotes.json'))).toEqual(
      (await store.read('h5/remotes.json'))?.body,
    );
    expect(await mirror.refreshIfChanged()).toBe(false);
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '2.0.0+n' })), {
      live: true,
      force: false,
    });
    await prune(store, ORDERS, { ...later, apply: true });
    expect(await mirror.refreshIfChanged()).toBe(true);
    const copied = snapshot(root);
    expect(copied[path.join('h5', 'remotes', 'mf-orders', '2.0.0+n', 'remoteEntry.js')]).toBeDefined();
    expect(copied[path.join('h5', 'remotes', 'mf-orders', '1.0.0+v', 'remoteEntry.js')]).toBeUndefined();
    expect((await readRegistry(store)).doc.remotes.mf_orders?.live).toBe('2.0.0+n');
  });

  it('`serve` serves an S3 site from its copy, writes nothing to the bucket, and removes the copy after', async () => {
    const store = siteAt('sites/serve');
    await siteWithVersions(store, 2);
    const keys = await store.list('');
    const saved = { ...process.env };
    Object.assign(process.env, { S3_ENDPOINT: s3.server.endpoint, ...KEYS });
    try {
      const serving = await startServing(`s3://${BUCKET}/sites/serve`);
      try {
        const page = await fetch(`${serving.url}/h5/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('/h5/shell/1.0.0%2Bs1/main.0a1b2c3d.js');
        const entry = await fetch(`${serving.url}/h5/remotes/mf-orders/1.1.0%2Bv/remoteEntry.js`);
        expect(entry.status).toBe(200);
      } finally {
        await serving.close();
      }
      await expect(fs.stat(serving.siteDir)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(startServing(`s3://${BUCKET}/sites/nothing`)).rejects.toThrow(/has no shell deployed/);
    } finally {
      process.env = saved;
    }
    expect(await store.list('')).toEqual(keys);
  });
});
