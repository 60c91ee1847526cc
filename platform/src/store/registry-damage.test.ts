import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canaryRemote } from '../release/canary';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { RefusedError } from '../release/errors';
import { rollbackRemote } from '../release/rollback';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { LocalStore } from './local-store';
import { readRegistry, REGISTRY_KEY, RegistryInvalidError } from './registry-store';

/** A site with the shell, orders (two versions) and account live. */
async function site() {
  const store = new LocalStore(tempDir('site-'));
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const version of ['1.0.0+a', '1.1.0+b']) {
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
  }
  const account = fakeRemoteBuild({ dir: 'mf-account', version: '2.0.0+x', routes: ['pages/user/user'] });
  await deployRemote(store, await loadRemoteBuild(account), { live: true, force: false });
  return store;
}

const registryFile = (store: LocalStore) => path.join(store.root, REGISTRY_KEY);
const damage = (store: LocalStore, edit: (json: Record<string, unknown>) => unknown) => {
  const json = JSON.parse(readFileSync(registryFile(store), 'utf8')) as Record<string, unknown>;
  const damaged = edit(json);
  writeFileSync(registryFile(store), typeof damaged === 'string' ? damaged : JSON.stringify(damaged ?? json));
  return readFileSync(registryFile(store));
};
const remotesOf = (json: Record<string, unknown>) => json.remotes as Record<string, Record<string, unknown>>;

const writers = {
  deploy: (store: LocalStore) =>
    loadRemoteBuild(fakeRemoteBuild({ version: '1.2.0+c' })).then((build) =>
      deployRemote(store, build, { live: true, force: false }),
    ),
  'deploy --no-live': (store: LocalStore) =>
    loadRemoteBuild(fakeRemoteBuild({ version: '1.2.0+c' })).then((build) =>
      deployRemote(store, build, { live: false, force: false }),
    ),
  rollback: (store: LocalStore) => rollbackRemote(store, 'mf_orders', { force: false }),
  canary: (store: LocalStore) => canaryRemote(store, 'mf_orders', 10, { force: false }),
};

const damages: [string, (json: Record<string, unknown>) => unknown, RegExp][] = [
  [
    "another team's versions are not a map",
    (json) => void (remotesOf(json).mf_account!.versions = 'oops'),
    /remotes\.mf_account\.versions: should map/,
  ],
  ['the file holds an empty list', () => [], /should be a JSON object/],
  ['the remotes are a list', (json) => ({ ...json, remotes: [] }), /remotes: should map/],
  [
    "another team's live names no version",
    (json) => void (remotesOf(json).mf_account!.live = 42),
    /remotes\.mf_account\.live/,
  ],
  ['the file is cut short', () => '{"schema":2,"shell":{"live":"1.0.0+s1","hist', /not JSON/],
  [
    "the shell's commit record is damaged",
    (json) => void ((json.shell as Record<string, unknown>).commits = { '1.0.0+s1': 'yesterday' }),
    /shell\.commits\.1\.0\.0\+s1: should be \{ sha, committedAt/,
  ],
  [
    'a field this CLI does not know',
    (json) => void (remotesOf(json).mf_account!.owner = 'team-a'),
    /remotes\.mf_account\.owner: not a registry field/,
  ],
];

describe.each(Object.entries(writers))('%s on a damaged registry', (_command, write) => {
  it.each(damages)('refuses and writes nothing when %s, naming the field', async (_label, edit, says) => {
    const store = await site();
    const before = damage(store, edit);
    const refusal = write(store);
    await expect(refusal).rejects.toBeInstanceOf(RegistryInvalidError);
    await expect(refusal).rejects.toThrow(says);
    expect(readFileSync(registryFile(store))).toEqual(before);
    // Not a file of the refused version either: "nothing was written" is what the refusal says.
    expect(existsSync(path.join(store.root, 'h5', 'remotes', 'mf-orders', '1.2.0+c'))).toBe(false);
  });
});

it('the legacy list format with whole entries is still migrated by a deploy, every remote kept', async () => {
  const store = new LocalStore(tempDir('site-'));
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  writeFileSync(
    registryFile(store),
    JSON.stringify({
      remotes: [{ name: 'mf_account', entry: 'remotes/mf-account/1/mf-manifest.json', routes: ['pages/user/user'] }],
    }),
  );
  await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.0.0+a' })), {
    live: true,
    force: false,
  });
  const { doc } = await readRegistry(store);
  expect(doc.remotes.mf_account?.live).toBe('unversioned');
  expect(doc.remotes.mf_orders?.live).toBe('1.0.0+a');
});

it("a version that claims a route another remote serves is refused at write, the other team's pages kept", async () => {
  const store = await site();
  const before = readFileSync(registryFile(store));
  const thief = fakeRemoteBuild({ version: '1.2.0+c', routes: ['pages/myOrder/myOrder', 'pages/user/user'] });
  const refusal = deployRemote(store, await loadRemoteBuild(thief), { live: true, force: true });
  await expect(refusal).rejects.toBeInstanceOf(RefusedError);
  await expect(refusal).rejects.toThrow(/route "pages\/user\/user" would be served by both mf_account and mf_orders/);
  expect(readFileSync(registryFile(store))).toEqual(before);
});

it("rollback to a path into another remote's folder is refused, not taken as a version", async () => {
  const store = await site();
  const before = readFileSync(registryFile(store));
  await expect(rollbackRemote(store, 'mf_orders', { to: '../mf-account/2.0.0+x', force: true })).rejects.toBeInstanceOf(
    RefusedError,
  );
  expect(readFileSync(registryFile(store))).toEqual(before);
  expect((await readRegistry(store)).doc.remotes.mf_account?.live).toBe('2.0.0+x');
});
