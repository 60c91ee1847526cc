import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { readAudit } from '../store/audit-log';
import { readRegistry, REGISTRY_KEY } from '../store/registry-store';
import { S3Store } from '../store/s3-store';
import { fakeRemoteBuild } from '../testing/fake-builds';
import { previewBuilds, siteForPreviews } from '../testing/preview-site';
import { runCli } from '../testing/run-cli';
import { BUCKET, KEYS, s3rverForTests } from '../testing/s3rver';
import { everything } from '../testing/two-sites';

// The preview journey of preview-command.test.ts on a site in a bucket (s3rver 3.7.1): one site,
// the tests in order, as a team would use it.

const s3 = s3rverForTests('preview-s3');
const PREFIX = 'sites/preview';
const site = `s3://${BUCKET}/${PREFIX}`;
const store = () => new S3Store({ bucket: BUCKET, prefix: PREFIX, client: s3.client });
const { orders2, account2 } = previewBuilds();

const saved = { ...process.env };
beforeAll(() => siteForPreviews(store()));
beforeEach(() => Object.assign(process.env, { S3_ENDPOINT: s3.server.endpoint, ...KEYS, GITHUB_ACTOR: 'ana' }));
afterEach(() => {
  process.env = { ...saved };
});

const registry = async () => (await readRegistry(store())).doc;
/** The If-Match of the last PUT of the registry the server received. */
const lastRegistryPut = async () =>
  (await s3.server.wire())
    .filter((r) => r.method === 'PUT' && r.path === `/${BUCKET}/${PREFIX}/${REGISTRY_KEY}`)
    .at(-1);

describe('deploy --preview to a site in a bucket', () => {
  it('uploads into the bucket without touching live, records who and until when by compare-and-swap, prints the link', async () => {
    const etag = (await store().read(REGISTRY_KEY))?.etag;
    const started = Date.now();
    const result = await runCli(['deploy', 'mf-orders', '--dist', orders2, '--preview', 'promo', '--site', site]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.outLines[0]).toMatch(/^mf_orders 2\.0\.0\+b is in preview promo, not live · 4 files uploaded · /);
    expect(result.outLines[1]).toMatch(/^preview promo: mf_orders@2\.0\.0\+b · by ana \(ci\) · expires /);
    expect(result.outLines[2]).toBe('link: http://<site>/h5/?preview=promo#/');
    expect((await lastRegistryPut())?.ifMatch).toBe(etag);

    const { remotes, previews } = await registry();
    expect(remotes.mf_orders?.live).toBe('1.0.0+a');
    expect(previews?.promo).toMatchObject({ versions: { mf_orders: '2.0.0+b' }, by: 'ana (ci)' });
    const days = (Date.parse(previews!.promo!.expires) - started) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(await store().list('h5/remotes/mf-orders/2.0.0+b/')).toContain('h5/remotes/mf-orders/2.0.0+b/release.json');
  });

  it('a second remote joins it with a shorter expiry; remotes lists it and the audit says who put what in it', async () => {
    process.env.RENTAL_SITE_URL = 'https://staging.example/';
    const args = ['deploy', 'mf-account', '--dist', account2, '--preview', 'promo', '--expires', '12h'];
    const result = await runCli([...args, '--site', site]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.outLines[1]).toMatch(/^preview promo: mf_orders@2\.0\.0\+b, mf_account@2\.0\.0\+n · /);
    expect(result.outLines[2]).toBe('link: https://staging.example/h5/?preview=promo#/');
    const { remotes, previews } = await registry();
    expect(remotes.mf_account?.live).toBe('1.0.0+m');
    const hours = (Date.parse(previews!.promo!.expires) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const text = await runCli(['remotes', '--site', site]);
    expect(text.out).toMatch(
      /previews\n {4}promo {2}mf_orders@2\.0\.0\+b, mf_account@2\.0\.0\+n {2}by ana \(ci\), expires /,
    );
    const json = JSON.parse((await runCli(['remotes', '--json', '--site', site])).out) as {
      previews: Record<string, { versions: Record<string, string> }>;
    };
    expect(json.previews.promo?.versions).toEqual({ mf_orders: '2.0.0+b', mf_account: '2.0.0+n' });
    const [audit] = await readAudit(store(), 'mf_account');
    expect(audit).toMatchObject({ command: 'deploy', from: '1.0.0+m', to: '1.0.0+m (preview promo 2.0.0+n)' });
  });
});

describe('prune of a site in a bucket with previews', () => {
  it('a dry run names the expired preview and changes nothing; --yes drops it and keeps what a live preview names', async () => {
    // A preview whose time ran out: mf-orders 3.0.0+c, uploaded into "gone" a day ago.
    const day = 86_400_000;
    await deployRemote(store(), await loadRemoteBuild(fakeRemoteBuild({ version: '3.0.0+c' })), {
      live: false,
      force: false,
      preview: { name: 'gone', by: 'bo', expires: new Date(Date.now() - 1000).toISOString() },
      now: () => new Date(Date.now() - day),
    });
    expect(Object.keys((await registry()).previews ?? {})).toEqual(['promo', 'gone']);

    const before = await everything(store());
    const dry = await runCli(['prune', 'mf-orders', '--site', site]);
    expect(dry).toMatchObject({ code: 0, err: '' });
    expect(dry.outLines[0]).toBe('would remove expired preview(s): gone');
    expect(dry.out).toMatch(/^ {2}keep {4}2\.0\.0\+b .*the registry's .*preview promo/m);
    expect(await everything(store())).toEqual(before);

    const etag = (await store().read(REGISTRY_KEY))?.etag;
    const applied = await runCli(['prune', 'mf-orders', '--yes', '--site', site]);
    expect(applied).toMatchObject({ code: 0, err: '' });
    expect(applied.outLines[0]).toBe('removed expired preview(s): gone');
    const { previews } = await registry();
    expect(Object.keys(previews ?? {})).toEqual(['promo']);
    expect(applied.out).toMatch(/^ {2}keep {4}2\.0\.0\+b .*the registry's .*preview promo/m);
    // 3.0.0+c stays for what else names it (a recent upload), no longer for its expired preview.
    expect(applied.out).toMatch(/^ {2}keep {4}3\.0\.0\+c .*the registry's upload, record$/m);
    expect(applied.out).toMatch(/^removed 0 version\(s\)/m);
    expect((await s3.server.wire()).find((r) => r.method === 'PUT' && r.ifMatch === etag)?.path).toBe(
      `/${BUCKET}/${PREFIX}/${REGISTRY_KEY}`,
    );
    expect(await store().list('h5/remotes/mf-orders/2.0.0+b/')).toContain('h5/remotes/mf-orders/2.0.0+b/release.json');
    const account = await runCli(['prune', 'mf-account', '--yes', '--site', site]);
    expect(account.outLines).not.toContainEqual(expect.stringMatching(/expired preview/));
    expect(account.out).toMatch(/^ {2}keep {4}2\.0\.0\+n .*the registry's .*preview promo/m);
  });
});
