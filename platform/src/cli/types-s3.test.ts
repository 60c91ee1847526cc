import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { readAudit } from '../store/audit-log';
import { readRegistry } from '../store/registry-store';
import { S3Store } from '../store/s3-store';
import { runCli } from '../testing/run-cli';
import { BUCKET, KEYS, s3rverForTests } from '../testing/s3rver';
import { everything } from '../testing/two-sites';
import { SURFACE, typedRemoteBuild, typedShellBuild, without, type Surface } from '../testing/typed-builds';

// check:remote and deploy's gate read the shell's published types, and what a deployed remote used,
// from the site: here a bucket (s3rver 3.7.1), where a missing file is a NoSuchKey, not an ENOENT.

const s3 = s3rverForTests('types-s3');
const saved = { ...process.env };
beforeEach(() => Object.assign(process.env, { S3_ENDPOINT: s3.server.endpoint, ...KEYS, GITHUB_ACTOR: 'ana' }));
afterEach(() => {
  process.env = { ...saved };
});

const SHELL = '1.0.0+aaaa0001';
const ORDERS = '1.0.0+bbbb0001';
/** formatMoney gone and AppConfig's baseApi retyped: two breaks; a change to an export mf-orders does not use. */
const BROKEN: Surface = {
  ...without('formatMoney'),
  AppConfig: 'interface { baseApi: URL; title?: string | undefined }',
  unusedByOrders: 'function (x: number) => number',
};
const BREAKS = [
  `it uses @rental/shared's AppConfig as ${SURFACE.AppConfig}; the shell provides AppConfig as ${BROKEN.AppConfig}`,
  `it uses @rental/shared's formatMoney (built against ${SURFACE.formatMoney}); the shell does not provide formatMoney`,
];

let sites = 0;
/** A site in the bucket whose live shell publishes `surface` as its types (null: none). */
async function bucketWithShell(surface: Surface | null): Promise<{ site: string; store: S3Store; key: string }> {
  sites += 1;
  const prefix = `sites/types-${sites}`;
  const store = new S3Store({ bucket: BUCKET, prefix, client: s3.client });
  await deployShell(store, await loadShellBuild(typedShellBuild(SHELL, surface)), { force: false });
  return { site: `s3://${BUCKET}/${prefix}`, store, key: `/${BUCKET}/${prefix}/` };
}

/** What the server was asked after `from` requests: `GET h5/…` with the site's prefix left out. */
async function askedSince(from: number, key: string): Promise<string[]> {
  return (await s3.server.wire()).slice(from).map((r) => `${r.method} ${r.path.replace(key, '')}`);
}

const check = (site: string, dist = typedRemoteBuild()) =>
  runCli(['check-remote', 'mf-orders', '--against', site, '--dist', dist]);

describe('check:remote against a site in a bucket', () => {
  it('passes a build using the types the live shell publishes, read from beside that shell version; writes nothing', async () => {
    const { site, store, key } = await bucketWithShell(SURFACE);
    const before = await everything(store);
    const from = (await s3.server.wire()).length;
    const result = await check(site);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.outLines).toEqual([
      `mf_orders ${ORDERS} against shell ${SHELL} (${site}): compatible`,
      'types: the 3 shared exports it uses are compatible',
    ]);
    expect(await askedSince(from, key)).toEqual([
      'GET h5/shell-manifest.json',
      `GET h5/shell/${SHELL}/shell-types.json`,
    ]);
    expect(await everything(store)).toEqual(before);
  });

  it('refuses a type break, exit code 1, one line per export removed or changed', async () => {
    const { site } = await bucketWithShell(BROKEN);
    const result = await check(site);
    expect(result.code).toBe(1);
    expect(result.errLines).toHaveLength(1);
    expect(result.err.split('\n')).toEqual([
      `refused: mf_orders ${ORDERS} against shell ${SHELL} (${site}):`,
      ...BREAKS.map((line) => `  - ${line}`),
    ]);
  });

  it('a shell that published no types (no such key in the bucket): the version check alone, said so', async () => {
    const { site } = await bucketWithShell(null);
    const result = await check(site);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.outLines).toContain(
      `types not checked: shell ${SHELL} publishes none (deployed before shell-types.json)`,
    );
  });

  it('a prefix with no shell is refused, not read as a shell without types', async () => {
    const result = await check(`s3://${BUCKET}/sites/types-none`);
    expect(result).toMatchObject({ code: 1, err: `refused: no shell is deployed on s3://${BUCKET}/sites/types-none` });
  });
});

describe('deploy’s gate on a site in a bucket', () => {
  it('refuses a remote whose used types the live shell breaks, uploading nothing; --force deploys it and audits what it went past', async () => {
    const { site, store } = await bucketWithShell(BROKEN);
    const dist = typedRemoteBuild();
    const before = await everything(store);
    const refused = await runCli(['deploy', 'mf-orders', '--dist', dist, '--site', site]);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n').slice(0, 3)).toEqual([
      `refused: mf_orders ${ORDERS} (against shell ${SHELL}) is refused by the compatibility gate:`,
      ...BREAKS.map((line) => `  - ${line}`),
    ]);
    expect(await everything(store)).toEqual(before);

    const forced = await runCli(['deploy', 'mf-orders', '--dist', dist, '--force', '--site', site]);
    expect(forced).toMatchObject({ code: 0, err: '' });
    expect(forced.outLines.slice(0, 2)).toEqual(BREAKS.map((line) => `warning (forced): ${line}`));
    expect((await readRegistry(store)).doc.remotes.mf_orders?.live).toBe(ORDERS);
    const [audit] = await readAudit(store, 'mf_orders');
    expect(audit).toMatchObject({ command: 'deploy --force', to: ORDERS, forced: BREAKS, who: 'ana (ci)' });
  });

  it('refuses a shell whose types break the live remote, naming its version and each export; --force makes it live', async () => {
    const { site, store } = await bucketWithShell(SURFACE);
    expect((await runCli(['deploy', 'mf-orders', '--dist', typedRemoteBuild(), '--site', site])).code).toBe(0);
    expect(await store.list(`h5/remotes/mf-orders/${ORDERS}/`)).toContain(
      `h5/remotes/mf-orders/${ORDERS}/uses-shell-types.json`,
    );
    const next = typedShellBuild('1.0.0+aaaa0002', BROKEN);
    const before = await everything(store);
    const refused = await runCli(['deploy', 'shell', '--dist', next, '--site', site]);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n').slice(0, 3)).toEqual([
      'refused: shell 1.0.0+aaaa0002 is refused by the compatibility gate:',
      ...BREAKS.map((line) => `  - mf_orders ${ORDERS}: ${line}`),
    ]);
    expect(await everything(store)).toEqual(before);

    const forced = await runCli(['deploy', 'shell', '--dist', next, '--force', '--site', site]);
    expect(forced).toMatchObject({ code: 0, err: '' });
    expect(forced.outLines.slice(0, 2)).toEqual(BREAKS.map((line) => `warning (forced): mf_orders ${ORDERS}: ${line}`));
    expect((await readRegistry(store)).doc.shell.live).toBe('1.0.0+aaaa0002');
  });
});
