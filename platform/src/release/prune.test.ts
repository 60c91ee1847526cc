import { existsSync } from 'node:fs';
import path from 'node:path';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { GENERATIONS_PREFIX } from '../store/registry-generations';
import { fakeRemoteBuild, tempDir } from '../testing/fake-builds';
import { DAY, namedButBroken, siteWithVersions, snapshot } from '../testing/pruned-site';
import { canaryRemote } from './canary';
import { deployRemote, loadRemoteBuild } from './deploy-remote';
import { readMark } from './prune-marks';
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
const verdictsOf = (result: { verdicts: { version: string; remove: boolean; why: string }[] }) =>
  Object.fromEntries(result.verdicts.map((v) => [v.version, v.remove ? `remove: ${v.why}` : `keep: ${v.why}`]));

describe('prune', () => {
  it('by default only says what would go, and why every other version stays: nothing changes', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 12);
    const before = snapshot(store.root);
    const result = await prune(store, ORDERS, later());
    expect(snapshot(store.root)).toEqual(before);
    expect(result.applied).toBe(false);
    const verdicts = verdictsOf(result);
    expect(verdicts['1.0.0+v']).toBe('remove: nothing names it');
    expect(verdicts['1.1.0+v']).toBe('remove: nothing names it');
    expect(verdicts['1.11.0+v']).toMatch(/^keep: the registry's live/);
    expect(verdicts['1.2.0+v']).toMatch(/^keep: the registry's history \(a rollback target\)/);
    expect(result.verdicts.find((v) => v.version === '1.0.0+v')?.bytes).toBeGreaterThan(0);
    expect(result.generationsRemoved.length).toBeGreaterThan(10);
  });

  it('with --yes removes exactly those: files, then generations past the retention; the rest stays whole', async () => {
    const store = new LocalStore(tempDir('prune-'));
    const versions = await siteWithVersions(store, 12);
    const registryBefore = (await readRegistry(store)).doc;
    const result = await prune(store, ORDERS, { ...later(), apply: true });
    expect(result.verdicts.filter((v) => v.remove).map((v) => v.version)).toEqual(['1.0.0+v', '1.1.0+v']);
    expect(existsSync(folder(store, '1.0.0+v'))).toBe(false);
    expect(existsSync(folder(store, '1.1.0+v'))).toBe(false);
    for (const v of versions.slice(2)) expect(existsSync(path.join(folder(store, v), 'release.json'))).toBe(true);
    expect(await namedButBroken(store)).toEqual([]);
    expect((await readRegistry(store)).doc).toEqual(registryBefore);
    expect(await store.list(GENERATIONS_PREFIX)).toHaveLength(1);
    expect((await readMark(store, 'h5/remotes/mf-orders/1.0.0+v'))?.state).toBe('removed');
    // The next run finds nothing more, and a removed version cannot be rolled back to.
    const again = await prune(store, ORDERS, { ...later(), apply: true });
    expect(again.verdicts.filter((v) => v.remove)).toEqual([]);
    await expect(rollbackRemote(store, 'mf_orders', { to: '1.0.0+v', force: false })).rejects.toThrow(/not deployed/);
  });

  it('keeps every version something points at: live, canary, uploads, history, a kept generation', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 12);
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '2.0.0+c' })), {
      live: false,
      force: false,
      now: () => new Date(Date.now() - 3 * DAY),
    });
    await canaryRemote(store, 'mf_orders', 10, { force: false });
    const verdicts = verdictsOf(await prune(store, ORDERS, { ...later(), generationsKept: 50 }));
    expect(verdicts['2.0.0+c']).toMatch(/^keep: the registry's canary, upload/);
    // Out of the history, but a kept generation (what `registry restore` may bring back) names them.
    expect(verdicts['1.0.0+v']).toMatch(/^keep: named by registry generation /);
    expect(Object.values(verdicts).filter((v) => v.startsWith('remove'))).toEqual([]);
  });

  it('--keep N keeps the N newest unreferenced; --older-than keeps what is younger', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await siteWithVersions(store, 13);
    const kept = verdictsOf(await prune(store, ORDERS, { ...later(), keep: 2 }));
    expect([kept['1.0.0+v'], kept['1.1.0+v'], kept['1.2.0+v']]).toEqual([
      'remove: nothing names it',
      'keep: one of the 2 newest unreferenced (--keep)',
      'keep: one of the 2 newest unreferenced (--keep)',
    ]);
    const young = verdictsOf(await prune(store, ORDERS, { ...later(), olderThanMs: 6 * DAY }));
    expect(young['1.0.0+v']).toBe('keep: uploaded less than 6 d ago (--older-than)');
    const old = verdictsOf(await prune(store, ORDERS, { ...later(), olderThanMs: 4 * DAY }));
    expect(old['1.0.0+v']).toBe('remove: nothing names it');
  });

  it('refuses a site with no registry, naming it', async () => {
    const store = new LocalStore(tempDir('prune-'));
    await expect(prune(store, ORDERS, later())).rejects.toThrow(/has no registry: nothing is deployed there/);
  });
});
