import { existsSync } from 'node:fs';
import path from 'node:path';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { fakeRemoteBuild, tempDir } from '../testing/fake-builds';
import { DAY, namedButBroken, siteWithVersions } from '../testing/pruned-site';
import { slowReads } from '../testing/slow-store';
import { deployRemote, loadRemoteBuild } from './deploy-remote';
import { RefusedError } from './errors';
import { markKey, readMark, writeMark } from './prune-marks';
import { prune, type PruneOptions } from './prune';
import { rollbackRemote } from './rollback';

const ORDERS = { app: 'mf_orders', folder: 'h5/remotes/mf-orders/' };
/** Two days on: every version and generation of the fixture is past the 24 h window. */
const later = (extra = 0): PruneOptions => ({
  keep: 0,
  olderThanMs: null,
  apply: false,
  now: () => new Date(Date.now() + 2 * DAY + extra),
  generationsKept: 1,
});
const folder = (store: LocalStore, version: string) => path.join(store.root, 'h5', 'remotes', 'mf-orders', version);

/** A store whose `remove` throws after `after` removals: a prune killed between two files. */
function crashingAfter(store: SiteStore, after: number): SiteStore {
  let left = after;
  return {
    description: store.description,
    read: (key) => store.read(key),
    write: (key, body, options) => store.write(key, body, options),
    list: (prefix) => store.list(prefix),
    listSized: (prefix) => store.listSized(prefix),
    remove: async (key) => {
      if (key.startsWith('h5/') && left-- <= 0) throw new Error(`injected crash before removing ${key}`);
      await store.remove(key);
    },
  };
}

/** Runs `meanwhile` to its end just before the first call of `store` that `at` matches. */
function pausingAt(store: SiteStore, at: (op: string, key: string) => boolean, meanwhile: () => Promise<void>) {
  let pending: (() => Promise<void>) | null = meanwhile;
  const gate = async (op: string, key: string) => {
    if (pending && at(op, key)) {
      const run = pending;
      pending = null;
      await run();
    }
  };
  const paused: SiteStore = {
    description: store.description,
    read: (key) => store.read(key),
    write: async (key, body, options) => {
      await gate('write', key);
      return store.write(key, body, options);
    },
    list: (prefix) => store.list(prefix),
    listSized: (prefix) => store.listSized(prefix),
    remove: async (key) => {
      await gate('remove', key);
      return store.remove(key);
    },
  };
  return paused;
}

describe('prune against concurrent writers and crashes', () => {
  it('a registry write refuses to name a version a prune is removing, and writes nothing', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 12);
    await writeMark(store, 'h5/remotes/mf-orders/1.0.0+v', { state: 'removing', at: 'now', by: 'a test' });
    const before = await store.read('h5/remotes.json');
    const refused = rollbackRemote(store, 'mf_orders', { to: '1.0.0+v', force: false });
    await expect(refused).rejects.toBeInstanceOf(RefusedError);
    await expect(refused).rejects.toThrow(/is being removed by a prune \(a test, now\); nothing was written/);
    expect((await store.read('h5/remotes.json'))?.etag).toBe(before?.etag);
  });

  it('clears what an interrupted prune marked but something names since; removes nothing of it', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 12);
    await writeMark(store, 'h5/remotes/mf-orders/1.5.0+v', { state: 'removing', at: 'then', by: 'a dead prune' });
    const result = await prune(store, ORDERS, { ...later(), apply: true });
    expect(result.verdicts.find((v) => v.version === '1.5.0+v')?.remove).toBe(false);
    expect(await store.read(markKey('h5/remotes/mf-orders/1.5.0+v'))).toBeNull();
    expect(await namedButBroken(store)).toEqual([]);
  });

  it('a deploy of a version between the decision and the marks: the swap fails, the version stays', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 12);
    const same = await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+v', chunk: '/* 1.0.0+v  */' }));
    const redeploy = async () => void (await deployRemote(store, same, { live: true, force: false }));
    const paused = pausingAt(store, (op, key) => op === 'write' && key.startsWith('registry/pruned/'), redeploy);
    const result = await prune(paused, ORDERS, { ...later(), apply: true });
    // 1.0.0+v is live again, and pushed 1.2.0+v out of the history: the decision made again says so.
    expect(result.verdicts.filter((v) => v.remove).map((v) => v.version)).toEqual(['1.1.0+v', '1.2.0+v']);
    expect((await readRegistry(store)).doc.remotes.mf_orders?.live).toBe('1.0.0+v');
    expect(await namedButBroken(store)).toEqual([]);
    expect(await readMark(store, 'h5/remotes/mf-orders/1.0.0+v')).toBeNull();
  });

  it('a deploy of a version the prune has marked and swapped is refused, and writes nothing', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 12);
    const same = await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+v', chunk: '/* 1.0.0+v  */' }));
    let outcome = '';
    const redeploy = () =>
      deployRemote(store, same, { live: true, force: false }).then(
        () => void (outcome = 'live'),
        (error: Error) => void (outcome = error.message),
      );
    const paused = pausingAt(store, (op, key) => op === 'remove' && key.startsWith('h5/'), redeploy);
    await prune(paused, ORDERS, { ...later(), apply: true });
    expect(outcome).toMatch(/mf_orders 1\.0\.0\+v is being removed by a prune .*nothing was written/);
    expect(await namedButBroken(store)).toEqual([]);
    await deployRemote(store, same, { live: true, force: false });
    expect(await namedButBroken(store)).toEqual([]);
  });

  it('a deploy that read the registry before the marks fails its swap, then sees them: refused', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 12);
    const same = await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+v', chunk: '/* 1.0.0+v  */' }));
    // The deploy has read the registry and checked for marks; the whole prune runs before its write.
    const wholePrune = async () => void (await prune(store, ORDERS, { ...later(), apply: true }));
    const deploying = pausingAt(store, (op, key) => op === 'write' && key === 'h5/remotes.json', wholePrune);
    await expect(deployRemote(deploying, same, { live: true, force: false })).rejects.toThrow(
      /mf_orders 1\.0\.0\+v was removed by a prune .* nothing was written\. Deploy it again: npm run deploy -- mf-orders/,
    );
    expect(await namedButBroken(store)).toEqual([]);
    await deployRemote(store, same, { live: true, force: false });
    expect((await readRegistry(store)).doc.remotes.mf_orders?.live).toBe('1.0.0+v');
    expect(await namedButBroken(store)).toEqual([]);
  });

  it('a deploy racing a prune: the new upload stays, and the registry never names a removed version', async () => {
    const seed = Date.now() % 1000;
    console.log(`prune/deploy race seed ${seed}`);
    for (let round = 0; round < 3; round++) {
      const local = new LocalStore(tempDir('prune-race-'));
      await siteWithVersions(local, 12);
      const store = slowReads(local, 5);
      const delay = (seed * (round + 1)) % 60;
      const build = await loadRemoteBuild(fakeRemoteBuild({ version: `3.${round}.0+new` }));
      const deploying = new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
        deployRemote(store, build, { live: true, force: false }),
      );
      // Real time: the new upload is minutes old, within the window, and must survive.
      const [pruned] = await Promise.all([
        prune(store, ORDERS, { keep: 0, olderThanMs: null, apply: true, generationsKept: 1 }),
        deploying,
      ]);
      expect(pruned.verdicts.filter((v) => v.remove).map((v) => v.version)).toContain('1.0.0+v');
      expect(existsSync(folder(local, '1.0.0+v'))).toBe(false);
      expect((await readRegistry(local)).doc.remotes.mf_orders?.live).toBe(`3.${round}.0+new`);
      expect(await namedButBroken(local)).toEqual([]);
    }
  });

  it('deploying again a version while a prune removes it: refused or whole, never named half', async () => {
    const seed = Date.now() % 1000;
    console.log(`prune/redeploy race seed ${seed}`);
    for (let round = 0; round < 3; round++) {
      const local = new LocalStore(tempDir('prune-race-'));
      await siteWithVersions(local, 12);
      const store = slowReads(local, 3);
      const same = await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+v', chunk: '/* 1.0.0+v  */' }));
      const delay = (seed * (round + 3)) % 40;
      const redeploy = new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
        deployRemote(store, same, { live: true, force: false }).then(
          () => 'live',
          (error: Error) => error.message,
        ),
      );
      const [, outcome] = await Promise.all([prune(store, ORDERS, { ...later(), apply: true }), redeploy]);
      expect(await namedButBroken(local)).toEqual([]);
      if (outcome !== 'live') expect(outcome).toMatch(/prune/);
      // Whatever happened, deploying it once more makes it live and whole.
      await deployRemote(local, same, { live: true, force: false });
      expect((await readRegistry(local)).doc.remotes.mf_orders?.live).toBe('1.0.0+v');
      expect(await namedButBroken(local)).toEqual([]);
    }
  });

  it('a crash between two files leaves every pointer on a whole version; the next prune finishes', async () => {
    for (const after of [0, 1, 3, 6]) {
      const store = new LocalStore(tempDir('prune-crash-'));
      await siteWithVersions(store, 12);
      await expect(prune(crashingAfter(store, after), ORDERS, { ...later(), apply: true })).rejects.toThrow(
        /injected crash/,
      );
      expect(await namedButBroken(store)).toEqual([]);
      if (after >= 1) expect(existsSync(path.join(folder(store, '1.0.0+v'), 'release.json'))).toBe(false);
      await expect(rollbackRemote(store, 'mf_orders', { to: '1.0.0+v', force: false })).rejects.toBeInstanceOf(
        RefusedError,
      );
      expect(await store.read(markKey('h5/remotes/mf-orders/1.0.0+v'))).not.toBeNull();
      const finished = await prune(store, ORDERS, { ...later(), apply: true });
      expect(finished.verdicts.filter((v) => v.remove).map((v) => v.version)).toEqual(['1.0.0+v', '1.1.0+v']);
      expect(existsSync(folder(store, '1.0.0+v'))).toBe(false);
      expect(existsSync(folder(store, '1.1.0+v'))).toBe(false);
      expect(await namedButBroken(store)).toEqual([]);
    }
  });
});
