import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { readAudit } from '../store/audit-log';
import { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { S3Store } from '../store/s3-store';
import { fakeShellBuild, tempDir } from '../testing/fake-builds';
import { BUCKET, s3rverForTests } from '../testing/s3rver';
import { deployOrders, everything, flipOneByte, siteWithShell, versionFile } from '../testing/two-sites';
import { parseCommandLine, UsageError } from './args';
import { runCli } from '../testing/run-cli';

async function run(args: string[]) {
  const { code, out, errLines } = await runCli(args);
  return { code, out, err: errLines };
}

const saved = { ...process.env };
beforeEach(() => Object.assign(process.env, { GITHUB_ACTOR: 'ana', RENTAL_COMMIT: 'c0ffee1234567890' }));
afterEach(() => {
  process.env = { ...saved };
});

async function sites() {
  const staging = (await siteWithShell('cli-staging')) as LocalStore;
  const production = (await siteWithShell('cli-production')) as LocalStore;
  await deployOrders(staging, '1.0.0+a', { i: 0 });
  await deployOrders(staging, '1.1.0+b', { i: 1 });
  await deployOrders(production, '1.0.0+a', { i: 0 });
  return { staging, production, from: staging.root, to: production.root };
}

const SECONDS = String.raw`\d+\.\d\d s`;

describe('npm run promote -- <app> --from <site> --to <site>', () => {
  it('says what went where, checked how, and audits it on the target with the note', async () => {
    const { production, from, to } = await sites();
    const done = await run(['promote', 'mf-orders', '--from', from, '--to', to, '--note', 'passed QA']);
    expect(done).toMatchObject({ code: 0, err: [] });
    expect(done.out).toMatch(
      new RegExp(
        `^mf_orders 1\\.1\\.0\\+b from ${from} on ${to} is live \\(was 1\\.0\\.0\\+a\\) · 4 files verified, 4 uploaded · ${SECONDS}$`,
      ),
    );
    const again = await run(['promote', 'mf-orders', '--from', from, '--to', to]);
    expect(again.out).toMatch(
      new RegExp(
        `^mf_orders 1\\.1\\.0\\+b from ${from} on ${to} was already live · 4 files verified, 0 uploaded, 4 already there · `,
      ),
    );
    const entries = await readAudit(production);
    expect(entries.map((e) => [e.command, e.app, e.from, e.to, e.note, e.who])).toEqual([
      [`promote --from ${from}`, 'mf_orders', '1.0.0+a', '1.1.0+b', 'passed QA', 'ana (ci)'],
    ]);
  });

  it('--canary and --version: a named version to a share of devices, audited as such', async () => {
    const { staging, production, from, to } = await sites();
    await deployOrders(staging, '1.2.0+c', { i: 2, live: false });
    const done = await run([
      'promote',
      'mf-orders',
      '--from',
      from,
      '--to',
      to,
      '--version',
      '1.2.0+c',
      '--canary',
      '10',
    ]);
    expect(done.out).toMatch(
      new RegExp(
        `^mf_orders 1\\.2\\.0\\+c from ${from} on ${to} goes to 10 % of devices; the rest keep 1\\.0\\.0\\+a · `,
      ),
    );
    expect((await readRegistry(production)).doc.remotes.mf_orders?.canary).toMatchObject({ version: '1.2.0+c' });
    expect((await readAudit(production))[0]).toMatchObject({
      command: `promote --from ${from} --canary 10`,
      to: '1.0.0+a (canary 1.2.0+c 10 %)',
    });
    // The canary on the target then goes live by the promote that always was.
    expect((await run(['promote', 'mf-orders', '--site', to])).out).toBe(
      'mf_orders 1.2.0+c is live for every device (was 1.0.0+a)',
    );
  });

  it('a changed byte on the source: refused in one line, exit 1, nothing on the target, no audit', async () => {
    const { staging, production, from, to } = await sites();
    flipOneByte(versionFile(staging, '1.1.0+b', 'mf-manifest.json'));
    const before = await everything(production);
    const refused = await run(['promote', 'mf-orders', '--from', from, '--to', to]);
    expect(refused).toMatchObject({ code: 1, out: '' });
    expect(refused.err).toEqual([
      `refused: mf_orders 1.1.0+b on ${from} is not what was tested: mf-manifest.json differs from its recorded sha384; nothing was written`,
    ]);
    expect(await everything(production)).toEqual(before);
  });

  it('promotes the shell; refuses it a canary', async () => {
    const { staging, production, from, to } = await sites();
    await deployShell(staging, await loadShellBuild(fakeShellBuild('1.1.0+s2')), { force: false });
    const done = await run(['promote', 'shell', '--from', from, '--to', to]);
    expect(done.out).toMatch(
      new RegExp(`^shell 1\\.1\\.0\\+s2 from ${from} on ${to} is live \\(was 1\\.0\\.0\\+s1\\) · `),
    );
    expect((await readRegistry(production)).doc.shell.live).toBe('1.1.0+s2');
    const canary = await run(['promote', 'shell', '--from', from, '--to', to, '--canary', '5']);
    expect(canary).toMatchObject({ code: 1, err: [expect.stringMatching(/^refused: the shell is the page itself/)] });
  });

  describe('refuses what it does not understand in one line, exit code 2, neither site touched', () => {
    let s: Awaited<ReturnType<typeof sites>>;
    let file: string;
    beforeAll(async () => {
      s = await sites();
      file = path.join(tempDir('cli-file-'), 'site.txt');
      writeFileSync(file, 'not a site');
    });
    const cases: [string, (x: typeof s) => string[], RegExp][] = [
      ['--from without --to', (x) => ['--from', x.from], /--from needs --to/],
      ['--to without --from', (x) => ['--to', x.to], /--to needs --from/],
      ['--version without the sites', () => ['--version', '1.1.0+b'], /--version goes with --from and --to/],
      ['--canary without the sites', () => ['--canary', '10'], /--canary goes with --from and --to/],
      ['--force without the sites', () => ['--force'], /--force goes with --from and --to/],
      ['--site with the sites', (x) => ['--from', x.from, '--to', x.to, '--site', x.to], /there is no --site/],
      ['the same site twice', (x) => ['--from', x.to, '--to', `${x.to}/`], /--from and --to are the same site/],
      ['--from a file', (x) => ['--from', file, '--to', x.to], /--from .* is a file, not a site folder/],
      ['--to a file', (x) => ['--from', x.from, '--to', file], /--to .* is a file, not a site folder/],
      ['a share of 0', (x) => ['--from', x.from, '--to', x.to, '--canary', '0'], /not "0"/],
      ['a negative share', (x) => ['--from', x.from, '--to', x.to, '--canary', '-5'], /not "-5"/],
      ['a share in hex', (x) => ['--from', x.from, '--to', x.to, '--canary', '0x10'], /not "0x10"/],
      ['a version that is a path', (x) => ['--from', x.from, '--to', x.to, '--version', '../x'], /not "\.\.\/x"/],
      ['an empty --from', (x) => ['--from', '', '--to', x.to], /--from needs a value/],
      ['--version without a value', (x) => ['--from', x.from, '--to', x.to, '--version'], /--version/],
      ['a misspelt flag', (x) => ['--form', x.from, '--to', x.to], /form/],
      ['a flag of another command', (x) => ['--from', x.from, '--to', x.to, '--no-live'], /promote takes no --no-live/],
      ['a stray word', (x) => ['--from', x.from, '--to', x.to, 'now'], /"now" is not understood/],
    ];
    it.each(cases)('%s', async (_label, args, says) => {
      const before = [await everything(new LocalStore(s.from)), await everything(new LocalStore(s.to))];
      const result = await run(['promote', 'mf-orders', ...args(s)]);
      expect(result).toMatchObject({ code: 2, out: '' });
      expect(result.err).toHaveLength(1);
      expect(result.err[0]).toMatch(/^refused: [^\n]+$/);
      expect(result.err[0]).toMatch(says);
      expect([await everything(new LocalStore(s.from)), await everything(new LocalStore(s.to))]).toEqual(before);
    });

    it('without an app', async () => {
      const result = await run(['promote', '--from', s.from, '--to', s.to]);
      expect(result).toMatchObject({ code: 2, err: [expect.stringMatching(/^refused: promote needs an app/)] });
    });
  });

  it('--from and --canary typed before -- (npm keeps them) are refused with the spelling that works', () => {
    for (const [variable, flag] of [
      ['npm_config_from', '--from'],
      ['npm_config_canary', '--canary'],
    ] as const) {
      const parse = () =>
        parseCommandLine(['promote', 'mf-orders'], { npm_lifecycle_event: 'promote', [variable]: 'true' });
      expect(parse).toThrow(UsageError);
      expect(parse).toThrow(`npm kept ${flag} for itself; put it after --`);
    }
  });
});

describe('npm run promote with an S3 site (s3rver 3.7.1)', () => {
  const s3 = s3rverForTests('promote-cli-s3');
  beforeEach(() => Object.assign(process.env, s3.env));

  it('from s3://bucket/prefix to a folder and on to another prefix, as the CLI opens them', async () => {
    const staging = await siteWithShell(
      's3',
      new S3Store({ bucket: BUCKET, prefix: 'sites/staging', client: s3.client }),
    );
    await deployOrders(staging, '1.1.0+b', { i: 1 });
    const folder = (await siteWithShell('cli-production')) as LocalStore;
    const production = await siteWithShell(
      's3',
      new S3Store({ bucket: BUCKET, prefix: 'sites/production', client: s3.client }),
    );
    const url = (prefix: string) => `s3://${BUCKET}/${prefix}`;

    const down = await run(['promote', 'orders', '--from', url('sites/staging'), '--to', folder.root]);
    expect(down.out).toMatch(
      /^mf_orders 1\.1\.0\+b from s3:\/\/site-bucket\/sites\/staging on .* is live \(was none\)/,
    );
    const across = await run(['promote', 'orders', '--from', folder.root, '--to', `${url('sites/production')}/`]);
    expect(across.out).toMatch(
      / on s3:\/\/site-bucket\/sites\/production is live \(was none\) · 4 files verified, 4 uploaded/,
    );
    expect((await readRegistry(production)).doc.remotes.mf_orders?.live).toBe('1.1.0+b');
    expect((await readAudit(production))[0]).toMatchObject({ command: `promote --from ${folder.root}`, to: '1.1.0+b' });
    const same = await run(['promote', 'orders', '--from', url('sites/production'), '--to', url('sites/production/')]);
    expect(same).toMatchObject({ code: 2, err: [expect.stringMatching(/--from and --to are the same site/)] });
  });
});
