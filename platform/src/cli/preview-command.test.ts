import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LocalStore } from '../store/local-store';
import { REGISTRY_KEY } from '../store/registry-store';
import { tempDir } from '../testing/fake-builds';
import { previewBuilds, siteForPreviews } from '../testing/preview-site';
import { parseCommandLine, UsageError } from './args';
import { main } from './main';

async function run(args: string[]): Promise<{ code: number; out: string; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => void err.push(String(line)));
  try {
    return { code: await main(args), out: out.join('\n'), err };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

let dir: string;
const registry = () => readFileSync(path.join(dir, REGISTRY_KEY), 'utf8');
const doc = () =>
  JSON.parse(registry()) as {
    previews?: Record<string, { versions: Record<string, string>; expires: string; by: string }>;
    remotes: Record<string, { live: string }>;
  };
const { orders2, account2 } = previewBuilds();

beforeAll(async () => {
  dir = tempDir('cli-preview-');
  await siteForPreviews(new LocalStore(dir));
});

describe('deploy --preview', () => {
  it('uploads without touching live, records who and until when, and prints the link', async () => {
    const started = Date.now();
    const result = await run(['deploy', 'mf-orders', '--dist', orders2, '--preview', 'promo', '--site', dir]);
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out).toMatch(/mf_orders 2\.0\.0\+b is in preview promo, not live/);
    expect(result.out).toMatch(/link: http:\/\/<site>\/h5\/\?preview=promo#\/$/m);
    const { previews, remotes } = doc();
    expect(remotes.mf_orders!.live).toBe('1.0.0+a');
    expect(previews!.promo!.versions).toEqual({ mf_orders: '2.0.0+b' });
    expect(previews!.promo!.by).not.toBe('');
    const days = (Date.parse(previews!.promo!.expires) - started) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('a second remote joins the same preview, with a shorter expiry', async () => {
    const result = await run([
      'deploy',
      'mf-account',
      '--dist',
      account2,
      '--preview',
      'promo',
      '--expires',
      '12h',
      '--site',
      dir,
    ]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/preview promo: mf_orders@2\.0\.0\+b, mf_account@2\.0\.0\+n/);
    const { previews, remotes } = doc();
    expect(remotes.mf_account!.live).toBe('1.0.0+m');
    const hours = (Date.parse(previews!.promo!.expires) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('is listed by npm run remotes, as text and as JSON', async () => {
    const text = await run(['remotes', '--site', dir]);
    expect(text.out).toMatch(/previews\n {4}promo {2}mf_orders@2\.0\.0\+b, mf_account@2\.0\.0\+n {2}by .+, expires /);
    const json = JSON.parse((await run(['remotes', '--json', '--site', dir])).out);
    expect(json.previews.promo.versions).toEqual({ mf_orders: '2.0.0+b', mf_account: '2.0.0+n' });
  });

  it('uses RENTAL_SITE_URL for the link when set', async () => {
    process.env.RENTAL_SITE_URL = 'https://staging.example/';
    try {
      const result = await run(['deploy', 'mf-orders', '--dist', orders2, '--preview', 'promo', '--site', dir]);
      expect(result.out).toMatch(/link: https:\/\/staging\.example\/h5\/\?preview=promo#\/$/m);
    } finally {
      delete process.env.RENTAL_SITE_URL;
    }
  });
});

const refusals: [string, string[], RegExp][] = [
  [
    'a preview name a link cannot carry',
    ['deploy', 'mf-orders', '--preview', 'Big Promo'],
    /--preview takes a name of a-z, 0-9 and -/,
  ],
  [
    'a preview name that is a URL',
    ['deploy', 'mf-orders', '--preview', 'https://evil.test/x'],
    /not "https:\/\/evil\.test\/x"/,
  ],
  ['--preview without a name', ['deploy', 'mf-orders', '--preview'], /--preview/],
  ['--preview with an empty name', ['deploy', 'mf-orders', '--preview', ''], /--preview needs a value/],
  ['--expires without --preview', ['deploy', 'mf-orders', '--expires', '3d'], /--expires goes with --preview/],
  [
    '--expires in minutes',
    ['deploy', 'mf-orders', '--preview', 'p', '--expires', '30m'],
    /--expires takes a whole number of days or hours up to 90d, not "30m"/,
  ],
  ['--expires of 0', ['deploy', 'mf-orders', '--preview', 'p', '--expires', '0d'], /not "0d"/],
  ['--expires past 90 days', ['deploy', 'mf-orders', '--preview', 'p', '--expires', '91d'], /not "91d"/],
  ['--expires negative', ['deploy', 'mf-orders', '--preview', 'p', '--expires', '-3d'], /--expires takes .*not "-3d"/],
  [
    '--preview with --no-live',
    ['deploy', 'mf-orders', '--preview', 'p', '--no-live'],
    /a preview is never live; drop --no-live/,
  ],
  ['--preview on another command', ['rollback', 'mf-orders', '--preview', 'p'], /rollback takes no --preview/],
  ['--expires on another command', ['prune', 'mf-orders', '--expires', '3d'], /prune takes no --expires/],
  ['--preview of the shell', ['deploy', 'shell', '--no-build', '--preview', 'p'], /the shell has no previews/],
];

it.each(refusals)('refuses %s in one line with exit code 2, writing nothing', async (_label, args, says) => {
  const before = registry();
  const result = await run([...args, '--site', dir]);
  expect(result.code).toBe(2);
  expect(result.err).toHaveLength(1);
  expect(result.err[0]).toMatch(/^refused: [^\n]+$/);
  expect(result.err[0]).toMatch(says);
  expect(registry()).toBe(before);
});

it.each([
  ['npm_config_preview', 'promo', '--preview'],
  ['npm_config_expires', '3d', '--expires'],
])('%s (typed before --) is refused with the spelling that works', (variable, value, flag) => {
  const parse = () => parseCommandLine(['deploy', 'mf-orders'], { npm_lifecycle_event: 'deploy', [variable]: value });
  expect(parse).toThrow(UsageError);
  expect(parse).toThrow(`npm kept ${flag} for itself; put it after --`);
});

describe('prune and previews', () => {
  it('says which expired previews a dry run would remove, and removes them with --yes', async () => {
    const gone = {
      by: 'x',
      at: '2026-01-01T00:00:00.000Z',
      expires: '2026-01-02T00:00:00.000Z',
      versions: { mf_orders: '2.0.0+b' },
    };
    writeFileSync(
      path.join(dir, REGISTRY_KEY),
      JSON.stringify({ ...doc(), previews: { ...doc().previews, gone } }, null, 2) + '\n',
    );
    const dry = await run(['prune', 'mf-orders', '--site', dir]);
    expect(dry.out).toMatch(/^would remove expired preview\(s\): gone$/m);
    expect(doc().previews!.gone).toBeDefined();
    const applied = await run(['prune', 'mf-orders', '--yes', '--site', dir]);
    expect(applied.out).toMatch(/^removed expired preview\(s\): gone$/m);
    expect(Object.keys(doc().previews!)).toEqual(['promo']);
    // The live preview's version stays on the site.
    expect(applied.out).toMatch(/keep +2\.0\.0\+b .*preview promo/);
  });
});
