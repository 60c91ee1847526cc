import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { readAudit } from '../store/audit-log';
import { LocalStore } from '../store/local-store';
import { readRegistry, REGISTRY_KEY } from '../store/registry-store';
import { S3Store } from '../store/s3-store';
import type { SiteStore } from '../store/site-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { BUCKET, KEYS, s3rverForTests } from '../testing/s3rver';
import { runCli } from '../testing/run-cli';

const run = runCli;

const DETAIL = 'pages/orderDetail/orderDetail';
const MINE = 'pages/user/user';

const s3 = s3rverForTests('kill-switch');
const saved = { ...process.env };

beforeEach(() => Object.assign(process.env, { GITHUB_ACTOR: 'ana', RENTAL_COMMIT: 'c0ffee1234567890' }));
afterEach(() => {
  process.env = { ...saved };
});

let sites = 0;
/** A folder or a bucket with the shell, mf-orders and mf-account live; `site` is what --site takes. */
async function deployed(kind: 'folder' | 'S3'): Promise<{ site: string; store: SiteStore }> {
  let site: string;
  let store: SiteStore;
  if (kind === 'folder') {
    site = tempDir('cli-kill-switch-');
    store = new LocalStore(site);
  } else {
    sites += 1;
    site = `s3://${BUCKET}/sites/ks-${sites}`;
    store = new S3Store({ bucket: BUCKET, prefix: `sites/ks-${sites}`, client: s3.client });
    Object.assign(process.env, { S3_ENDPOINT: s3.server.endpoint, ...KEYS });
  }
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const [dir, routes] of [
    ['mf-orders', ['pages/myOrder/myOrder', DETAIL]],
    ['mf-account', [MINE]],
  ] as const)
    await deployRemote(
      store,
      await loadRemoteBuild(fakeRemoteBuild({ dir, version: '1.0.0+a', routes: [...routes] })),
      {
        live: true,
        force: false,
      },
    );
  return { site, store };
}

const registryText = async (store: SiteStore) => (await store.read(REGISTRY_KEY))?.body.toString('utf8');

describe.each(['folder', 'S3'] as const)('disable and enable on a %s site', (kind) => {
  it('switch a route off with a message and on again: registry written by compare-and-swap, audited, logged', async () => {
    const { site, store } = await deployed(kind);
    const before = await registryText(store);
    const etag = (await store.read(REGISTRY_KEY))?.etag;
    const off = await run([
      'disable',
      'mf-orders',
      '--route',
      `/${DETAIL}`,
      '--message',
      'Back by 18:00',
      '--site',
      site,
    ]);
    expect(off).toMatchObject({ code: 0, err: '' });
    if (kind === 'S3') {
      const puts = (await s3.server.wire()).filter((r) => r.method === 'PUT' && r.path.endsWith(`/${REGISTRY_KEY}`));
      expect(puts.at(-1)?.ifMatch).toBe(etag);
    }
    expect(off.out).toMatch(
      new RegExp(
        `^mf_orders: ${DETAIL} shows renters “temporarily unavailable” with “Back by 18:00”: .* · \\d+\\.\\d\\d s$`,
      ),
    );
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.disabled).toEqual([
      { route: DETAIL, message: 'Back by 18:00', since: expect.any(String) },
    ]);
    expect(JSON.parse((await registryText(store))!).remotes.mf_account).toEqual(JSON.parse(before!).remotes.mf_account);
    expect((await run(['remotes', '--site', site])).out).toContain(
      `    off     ${DETAIL} “Back by 18:00” (npm run enable -- mf-orders)`,
    );

    const on = await run(['enable', 'orders', '--route', DETAIL, '--note', 'fixed', '--site', site]);
    expect(on.out).toMatch(new RegExp(`^mf_orders: ${DETAIL} switched back on · `));
    expect(await registryText(store)).toBe(before);
    expect((await run(['enable', 'mf-orders', '--site', site])).out).toMatch(
      /^mf_orders: every route was not switched off/,
    );

    const audit = await readAudit(store, 'mf_orders');
    expect(audit.map((e) => [e.command, e.from, e.to, e.note, e.who])).toEqual([
      [`enable --route ${DETAIL}`, `1.0.0+a (off: ${DETAIL} “Back by 18:00”)`, '1.0.0+a', 'fixed', 'ana (ci)'],
      [`disable --route ${DETAIL}`, '1.0.0+a', `1.0.0+a (off: ${DETAIL} “Back by 18:00”)`, null, 'ana (ci)'],
    ]);
    const log = (await run(['remotes', '--log', 'mf-orders', '--site', site])).out.split('\n');
    expect(log).toHaveLength(2);
    expect(log[1]).toMatch(
      new RegExp(`disable --route ${DETAIL} {2}mf_orders {2}1\\.0\\.0\\+a → 1\\.0\\.0\\+a \\(off: `),
    );
  });

  it("a whole remote switched off touches no other team's record; enable undoes it", async () => {
    const { site, store } = await deployed(kind);
    const before = JSON.parse((await registryText(store))!) as { remotes: Record<string, unknown> };
    expect((await run(['disable', 'mf-account', '--site', site])).out).toMatch(/^mf_account: every route shows/);
    const after = JSON.parse((await registryText(store))!) as { remotes: Record<string, unknown> };
    expect(after.remotes.mf_orders).toEqual(before.remotes.mf_orders);
    expect(after.remotes.mf_account).toEqual({
      ...(before.remotes.mf_account as object),
      disabled: [expect.anything()],
    });
    const refused = await run(['enable', 'mf-account', '--route', MINE, '--site', site]);
    expect(refused).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^refused: mf_account is switched off as a whole/),
    });
    expect((await run(['enable', 'mf-account', '--site', site])).out).toMatch(
      /^mf_account: every route switched back on/,
    );
    expect(JSON.parse((await registryText(store))!)).toEqual(before);
  });
});

describe('refusals: one line, nothing written, no audit', () => {
  it('a route the live version does not declare, and arguments that do not fit, are exit code 2', async () => {
    const { site, store } = await deployed('folder');
    const before = await registryText(store);
    for (const args of [
      ['disable', 'mf-orders', '--route', MINE],
      ['disable', 'mf-orders', '--route', 'pages/x/../y'],
      ['disable', 'mf-orders', '--message', 'x'.repeat(201)],
      ['disable', 'mf-orders', '--message', 'line one\nline two'],
      ['disable', 'mf-orders', '--message', '<b>closed</b>'],
      ['disable', 'mf-orders', '--message', ''],
      ['disable', 'mf-orders', '--to', '1.0.0+a'],
      ['enable', 'mf-orders', '--message', 'x'],
      ['enable', 'mf-orders', '--route', 'pages/nothing/nothing'],
    ]) {
      const result = await run([...args, '--site', site]);
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.err).toMatch(/^refused: [^\n]+$/);
    }
    expect((await run(['disable', 'mf-orders', '--route', MINE, '--site', site])).err).toBe(
      `refused: mf_orders 1.0.0+a declares no route "${MINE}"; its routes: pages/myOrder/myOrder, ${DETAIL}`,
    );
    expect(await registryText(store)).toBe(before);
    expect(await readAudit(store)).toEqual([]);
  });

  it('the shell, an app never deployed and an unknown app are refused, exit code 1', async () => {
    const { site, store } = await deployed('folder');
    expect((await run(['disable', 'shell', '--site', site])).err).toMatch(/^refused: the shell is the page itself/);
    expect(await run(['disable', 'mf-payments', '--site', site])).toMatchObject({
      code: 1,
      err: `refused: mf_payments has never been deployed to ${site}`,
    });
    expect((await run(['disable', 'mf-nothing', '--site', site])).err).toMatch(/^refused: unknown app/);
    expect(await readAudit(store)).toEqual([]);
  });
});
