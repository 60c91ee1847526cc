import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_BASIC_AUTH } from '../canary/health-source';
import { deltaPath } from '../release/dictionary-deltas';
import { rollbackRemote } from '../release/rollback';
import { readAudit } from '../store/audit-log';
import { LocalStore } from '../store/local-store';
import { readRegistry, REGISTRY_KEY } from '../store/registry-store';
import { S3Store } from '../store/s3-store';
import type { SiteStore } from '../store/site-store';
import { largeScript, tempDir } from '../testing/fake-builds';
import { enveloped, healthServerForTests, versionFigures, type HealthAsk } from '../testing/health-server';
import { runCli } from '../testing/run-cli';
import { BUCKET, KEYS, s3rverForTests } from '../testing/s3rver';
import { CANARY_VERSION, judgedArgs, LIVE_VERSION, ordersWithUpload } from '../testing/judged-canary';
import { loopDeps } from './loop-deps';

const s3 = s3rverForTests('judged-canary');
const health = healthServerForTests();
const saved = { ...process.env };
const START = Date.parse('2026-11-29T10:00:00.000Z');
let clock = START;

beforeEach(() => {
  Object.assign(process.env, { GITHUB_ACTOR: 'ana', RENTAL_COMMIT: 'c0ffee1234567890' });
  delete process.env.RENTAL_CLIENT_AUTH;
  clock = START;
  // A day's canary in milliseconds: sleeping moves the clock on, the health server stays real.
  jest.spyOn(loopDeps, 'now').mockImplementation(() => clock);
  jest.spyOn(loopDeps, 'sleep').mockImplementation(async (ms) => {
    clock += ms;
    await new Promise((resolve) => setImmediate(resolve));
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  process.env = { ...saved };
});

let sites = 0;
/** mf-orders 1.0.0+a live and 1.1.0+b uploaded, not live, on a folder or in the bucket. */
async function site(
  kind: 'folder' | 'S3',
  chunk?: (version: string) => string,
): Promise<{ site: string; store: SiteStore }> {
  sites += 1;
  let store: SiteStore;
  let at: string;
  if (kind === 'folder') {
    at = tempDir('cli-judged-');
    store = new LocalStore(at);
  } else {
    at = `s3://${BUCKET}/sites/judged-${sites}`;
    store = new S3Store({ bucket: BUCKET, prefix: `sites/judged-${sites}`, client: s3.client });
    Object.assign(process.env, { S3_ENDPOINT: s3.server.endpoint, ...KEYS });
  }
  await ordersWithUpload('judged', store, chunk);
  return { site: at, store };
}

const V = CANARY_VERSION;
const LIVE = LIVE_VERSION;
const judged = (at: string, ...more: string[]) => judgedArgs(at, health.url, ...more);

/** Which step a poll belongs to: the steps' windows start one after another. */
const stepOf = (ask: HealthAsk) => [...new Set(health.asks.map((a) => a.since).filter(Boolean))].indexOf(ask.since);
const good = () => ({
  [V]: versionFigures(250, 2, { p75: 1800, samples: 40 }),
  [LIVE]: versionFigures(1000, 10, { p75: 1700, samples: 200 }),
});
const canaryOf = async (store: SiteStore) => (await readRegistry(store)).doc.remotes.mf_orders?.canary ?? null;

describe.each(['folder', 'S3'] as const)('a canary that judges itself, on a %s site', (kind) => {
  it('a good canary steps 5 → 25 → 50 → 100 and ends live, each step audited with its window asked for', async () => {
    const { site: at, store } = await site(kind);
    health.script = () => enveloped({ mf_orders: good() });
    const done = await runCli(judged(at, '--note', 'release 12'));
    expect(done.errLines).toEqual([]);
    expect(done.code).toBe(0);
    expect(done.outLines[0]).toMatch(/^judging mf_orders 1\.1\.0\+b: steps 5, 25, 50, 100 % every 10m/);
    expect(done.outLines.filter((l) => /^step \d\/4/.test(l))).toEqual([
      `step 1/4: mf_orders ${V} goes to 5 % of devices; the rest keep ${LIVE}`,
      'step 1/4 passed after 10m',
      `step 2/4: mf_orders ${V} goes to 25 % of devices; the rest keep ${LIVE}`,
      'step 2/4 passed after 10m',
      `step 3/4: mf_orders ${V} goes to 50 % of devices; the rest keep ${LIVE}`,
      'step 3/4 passed after 10m',
      `step 4/4: mf_orders ${V} is live for every device (was ${LIVE})`,
    ]);
    // One progress line per step: the figures did not change between polls.
    expect(done.outLines.filter((l) => l.startsWith('  '))).toEqual([
      `  5 % · ${V} 250 sessions, error rate 0.8 %, LCP p75 1800 ms · live 1000 sessions, error rate 1.0 %, LCP p75 1700 ms`,
      expect.stringMatching(/^ {2}25 % /),
      expect.stringMatching(/^ {2}50 % /),
    ]);
    expect(done.outLines.at(-1)).toBe(`mf_orders ${V} passed every step and is live for every device`);
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders).toMatchObject({ live: V, canary: null });
    const audit = await readAudit(store);
    expect(audit.map((e) => [e.command, e.to, e.note]).reverse()).toEqual([
      [`canary 5 --version ${V} (step 1/4)`, `${LIVE} (canary ${V} 5 %)`, 'release 12'],
      [`canary 25 --version ${V} (step 2/4)`, `${LIVE} (canary ${V} 25 %)`, 'release 12'],
      [`canary 50 --version ${V} (step 3/4)`, `${LIVE} (canary ${V} 50 %)`, 'release 12'],
      [`promote --version ${V} (step 4/4)`, V, 'release 12'],
    ]);
    const windows = health.asks.map((a) => a.since);
    expect(windows[0]).toBeNull(); // the first ask checks the source answers before anything is written
    expect([...new Set(windows.slice(1))]).toEqual([
      new Date(START).toISOString(),
      new Date(START + 600_000).toISOString(),
      new Date(START + 1_200_000).toISOString(),
    ]);
    expect(new Set(health.asks.map((a) => `${a.remote} ${a.authorization}`))).toEqual(
      new Set([`mf_orders Basic ${CLIENT_BASIC_AUTH}`]),
    );
  });

  it('a bad canary is rolled back at the first poll it fails, the reason printed with its figures and audited', async () => {
    const { site: at, store } = await site(kind);
    health.script = (ask) =>
      enveloped({
        mf_orders: stepOf(ask) < 1 ? good() : { ...good(), [V]: versionFigures(250, 15) },
      });
    const done = await runCli(judged(at));
    const reason = `mf_orders ${V} at 25 % (step 2/4): error rate 6.0 % (15 of 250 sessions failed) > 1.5 × max(live 1.0 %, floor 1.0 %) = 1.5 %`;
    expect(done.code).toBe(1);
    expect(done.errLines).toEqual([`rolled back: ${reason}; ${LIVE} stays live`]);
    expect(done.outLines.filter((l) => l.startsWith('step'))).toEqual([
      `step 1/4: mf_orders ${V} goes to 5 % of devices; the rest keep ${LIVE}`,
      'step 1/4 passed after 10m',
      `step 2/4: mf_orders ${V} goes to 25 % of devices; the rest keep ${LIVE}`,
    ]);
    expect(clock - START).toBe(600_000 + 30_000); // step 2's first poll
    expect((await readRegistry(store)).doc.remotes.mf_orders).toMatchObject({ live: LIVE, canary: null });
    expect((await readAudit(store))[0]).toMatchObject({
      command: `rollback --version ${V} (judged)`,
      from: `${LIVE} (canary ${V} 25 %)`,
      to: LIVE,
      note: reason,
    });
  });

  it('the renters a failed canary sends back take the live version’s scripts as deltas against the canary’s', async () => {
    const { site: at, store } = await site(kind, largeScript);
    health.script = (ask) =>
      enveloped({ mf_orders: stepOf(ask) < 1 ? good() : { ...good(), [V]: versionFigures(250, 15) } });
    const done = await runCli(judged(at));
    expect(done.code).toBe(1);
    expect(done.errLines).toEqual([expect.stringMatching(new RegExp(`; ${LIVE.replace('+', '\\+')} stays live$`))]);
    expect(done.outLines).toContainEqual(
      expect.stringMatching(new RegExp(`^renters of ${V.replace('+', '\\+')} take 1 changed script as deltas: `)),
    );
    const chunk = (version: string) => `h5/remotes/mf-orders/${version}/1234.0a1b2c3d.js`;
    const canaryChunk = (await store.read(chunk(V)))?.body;
    expect(canaryChunk).toBeDefined();
    const keys = await store.list(`h5/remotes/mf-orders/${LIVE}/`);
    expect(keys).toContain(
      `h5/remotes/mf-orders/${LIVE}/${deltaPath('1234.0a1b2c3d.js', canaryChunk ?? Buffer.alloc(0))}`,
    );
  });

  it('health source down: holds the step (warned once), then stops after 3 × interval leaving the canary', async () => {
    const { site: at, store } = await site(kind);
    health.script = (_ask, n) => (n === 1 ? enveloped({}) : { status: 503 });
    const done = await runCli(judged(at));
    expect(done.code).toBe(1);
    expect(done.errLines).toEqual([
      `warning: the health source ${health.url} gave no figures (HTTP 503); holding at 5 %`,
      `stopped: no figures from the health source ${health.url} for 30m (HTTP 503); mf_orders ${V} stays at 5 % of devices (npm run rollback -- mf-orders ends it, npm run promote -- mf-orders makes it live)`,
    ]);
    expect(await canaryOf(store)).toMatchObject({ version: V, percent: 5 });
  });

  it('the registry changed underneath (someone ended the canary): stops at once, one line, changes nothing', async () => {
    const { site: at, store } = await site(kind);
    health.script = async (ask, n) => {
      if (n === 4) await rollbackRemote(store, 'mf_orders', { force: false });
      return enveloped({ mf_orders: good() });
    };
    const done = await runCli(judged(at));
    expect(done.code).toBe(1);
    expect(done.errLines).toEqual([
      `stopped: mf_orders's canary is no longer ${V} (now live ${LIVE}, no canary); nothing changed`,
    ]);
    const before = (await store.read(REGISTRY_KEY))?.etag;
    expect((await readAudit(store)).map((e) => e.command)).toEqual([`canary 5 --version ${V} (step 1/4)`]);
    expect((await store.read(REGISTRY_KEY))?.etag).toBe(before);
  });
});

describe('a canary that judges itself, on a folder site', () => {
  it('an outage that ends: held, then judged again from where it was', async () => {
    const { site: at, store } = await site('folder');
    health.script = (_ask, n) => (n === 1 || n > 10 ? enveloped({ mf_orders: good() }) : { status: 502 });
    const done = await runCli(judged(at, '--steps', '5,25'));
    expect(done.code).toBe(0);
    expect(done.errLines).toEqual([
      `warning: the health source ${health.url} gave no figures (HTTP 502); holding at 5 %`,
    ]);
    expect(done.outLines).toContain('the health source answers again');
    expect(done.outLines.at(-1)).toBe(
      `mf_orders ${V} passed every step and stays at 25 % of devices (npm run promote -- mf-orders makes it live)`,
    );
    expect(await canaryOf(store)).toMatchObject({ version: V, percent: 25 });
  });

  it('holds while fewer sessions than --min-sessions came in, however long the step has run', async () => {
    const { site: at, store } = await site('folder');
    health.script = (_ask, n) => enveloped({ mf_orders: { ...good(), [V]: versionFigures(n < 60 ? 150 : 250, 0) } });
    const done = await runCli(judged(at, '--steps', '5'));
    expect(done.code).toBe(0);
    expect(done.outLines).toContain(
      `  5 % · ${V} 150 sessions (of 200 needed), error rate 0.0 %, LCP p75 — · live 1000 sessions, error rate 1.0 %, LCP p75 1700 ms`,
    );
    expect(done.outLines).toContain('step 1/1 passed after 29m30s');
    expect(await canaryOf(store)).toMatchObject({ version: V, percent: 5 });
  });

  it('Ctrl-C stops the loop and leaves the canary where it is', async () => {
    const { site: at, store } = await site('folder');
    health.script = (_ask, n) => {
      if (n === 3) process.emit('SIGINT');
      return enveloped({ mf_orders: good() });
    };
    const done = await runCli(judged(at));
    expect(done.code).toBe(130);
    expect(done.errLines).toEqual([
      `stopped: interrupted; mf_orders ${V} stays at 5 % of devices (npm run rollback -- mf-orders ends it, npm run promote -- mf-orders makes it live)`,
    ]);
    expect(await canaryOf(store)).toMatchObject({ version: V, percent: 5 });
    expect(process.listenerCount('SIGINT')).toBe(0);
  });

  it('a health source that does not answer at the start: refused, nothing written', async () => {
    const { site: at, store } = await site('folder');
    health.script = () => ({
      body: { code: 0, data: { since: null, until: 'now', remotes: { mf_orders: { [V]: { sessions: 'many' } } } } },
    });
    const done = await runCli(judged(at));
    expect(done).toMatchObject({ code: 1, out: '' });
    expect(done.errLines).toEqual([
      `refused: the health source ${health.url} gave no figures (not the health aggregate: mf_orders ${V}.loadFailures is not an object); nothing changed: start it, or pass --health URL`,
    ]);
    expect(await canaryOf(store)).toBeNull();
    expect(await readAudit(store)).toEqual([]);
  });
});

it("the client credential is the app's own (shared/src/state/config.ts basicAuth)", () => {
  const config = readFileSync(path.join(__dirname, '../../../shared/src/state/config.ts'), 'utf8');
  expect(config).toContain(`basicAuth: '${CLIENT_BASIC_AUTH}'`);
});
