import { LocalStore } from '../store/local-store';
import { readRegistry, REGISTRY_KEY } from '../store/registry-store';
import { tempDir } from '../testing/fake-builds';
import { runCli } from '../testing/run-cli';
import { judgedArgs, ordersWithUpload } from '../testing/judged-canary';
import { parseJudgedCanary } from './canary-flags';

// Every mistake on a judged canary's command line: refused in one line before anything is asked
// of the health source or written to the site.

async function site() {
  const at = tempDir('cli-judged-flags-');
  const store = new LocalStore(at);
  await ordersWithUpload('judged-flags', store);
  return { site: at, store };
}

/** Nothing listens there: a refusal must come before the source is asked. */
const NOWHERE = 'http://127.0.0.1:1/api/common/health';
const judged = (at: string) => judgedArgs(at, NOWHERE);

describe('npm run canary -- <app> --version V …: what it refuses', () => {
  it('a version not uploaded to the site: refused in one line, nothing written', async () => {
    const { site: at, store } = await site();
    const args = judged(at);
    args[3] = '9.9.9+ffffffff';
    const done = await runCli(args);
    expect(done.code).toBe(1);
    expect(done.errLines).toEqual([
      `refused: mf_orders 9.9.9+ffffffff is not uploaded to ${at} (npm run remotes lists what is)`,
    ]);
    expect((await readRegistry(store)).doc.remotes.mf_orders?.canary).toBeNull();
  });

  const USAGE =
    'npm run canary -- <app> --version V --steps 5,25,50,100 --interval 10m --max-error-ratio 1.5 --min-sessions 200 [--max-lcp-ratio 1.25] [--health URL]';
  const without = (flag: string) => {
    const args = judged('SITE');
    const i = args.indexOf(flag);
    args.splice(i, 2);
    return args;
  };
  const replaced = (flag: string, value: string) => {
    const args = judged('SITE');
    args[args.indexOf(flag) + 1] = value;
    return args;
  };
  const refusals: [string, string[], string][] = [
    [
      '--steps without --version',
      ['canary', 'mf-orders', '--steps', '5,25', '--site', 'SITE'],
      `--steps goes with --version, the version to judge: ${USAGE}`,
    ],
    [
      'a share beside --version',
      [...judged('SITE'), '10'],
      `with --version the shares come from --steps, not "10": ${USAGE}`,
    ],
    ['no --interval', without('--interval'), `--version needs --interval: ${USAGE}`],
    [
      'steps going down',
      replaced('--steps', '5,50,25'),
      '--steps must go up, each step above the last, not "5,50,25": --steps 5,25,50,100 (100 last makes it live)',
    ],
    [
      'a step twice',
      replaced('--steps', '5,5,100'),
      '--steps must go up, each step above the last, not "5,5,100": --steps 5,25,50,100 (100 last makes it live)',
    ],
    [
      'a step over 100',
      replaced('--steps', '5,150'),
      '--steps takes whole percents from 1 to 100 joined by commas, not "5,150": --steps 5,25,50,100 (100 last makes it live)',
    ],
    [
      'a step of 0',
      replaced('--steps', '0,5'),
      '--steps takes whole percents from 1 to 100 joined by commas, not "0,5": --steps 5,25,50,100 (100 last makes it live)',
    ],
    [
      'an interval without a unit',
      replaced('--interval', '10'),
      '--interval takes a time from 10s to 24h such as 30s, 10m or 2h, not "10": --interval 10m',
    ],
    [
      'an interval too short',
      replaced('--interval', '5s'),
      '--interval takes a time from 10s to 24h such as 30s, 10m or 2h, not "5s": --interval 10m',
    ],
    [
      'a ratio under 1',
      replaced('--max-error-ratio', '0.5'),
      '--max-error-ratio takes a ratio from 1 to 100 such as 1.5, not "0.5": --max-error-ratio 1.5',
    ],
    [
      'a negative ratio',
      replaced('--max-lcp-ratio', '-2'),
      '--max-lcp-ratio takes a ratio from 1 to 100 such as 1.25, not "-2": --max-lcp-ratio 1.25',
    ],
    [
      'sessions not a number',
      replaced('--min-sessions', 'lots'),
      '--min-sessions takes a whole number of sessions from 1 to 9999999, not "lots": --min-sessions 200',
    ],
    [
      'a health source that is not a URL',
      replaced('--health', 'localhost:8080'),
      '--health takes an http(s) URL, not "localhost:8080": --health http://localhost:8080/api/common/health',
    ],
    [
      'a version that is not a version',
      replaced('--version', '../x'),
      `--version takes a version name such as 1.4.0+3f9c2ab1, not "../x": ${USAGE}`,
    ],
  ];
  it.each(refusals)('refuses %s in one line, exit code 2, nothing written', async (_label, args, says) => {
    const { site: at, store } = await site();
    const before = (await store.read(REGISTRY_KEY))?.etag;
    const done = await runCli(args.map((a) => (a === 'SITE' ? at : a)));
    expect(done).toMatchObject({ code: 2, out: '' });
    expect(done.errLines).toEqual([`refused: ${says}`]);
    expect((await store.read(REGISTRY_KEY))?.etag).toBe(before);
  });
});

describe('npm run canary -- <app> --version V …: what it takes', () => {
  const values = (extra: Record<string, string> = {}) => ({
    version: '1.1.0+b',
    steps: '5,25,50,100',
    interval: '10m',
    'max-error-ratio': '1.5',
    'min-sessions': '200',
    ...extra,
  });

  it('judges LCP without being asked: a canary a quarter slower than live at its p75 is rolled back', () => {
    expect(parseJudgedCanary(undefined, values())?.thresholds).toEqual({
      maxErrorRatio: 1.5,
      minSessions: 200,
      maxLcpRatio: 1.25,
    });
    expect(parseJudgedCanary(undefined, values({ 'max-lcp-ratio': '2' }))?.thresholds.maxLcpRatio).toBe(2);
  });
});
