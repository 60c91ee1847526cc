import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readAudit } from '../store/audit-log';
import { LocalStore } from '../store/local-store';
import { canaryRemote } from '../release/canary';
import { tempDir } from '../testing/fake-builds';
import { enveloped, healthServerForTests, versionFigures } from '../testing/health-server';
import { runCli } from '../testing/run-cli';
import { deployOrders, siteWithShell } from '../testing/two-sites';

const health = healthServerForTests();
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** mf-orders: 1.1.0+b live, 1.2.0+c the canary at 10 %, 1.0.0+a an older version renters still report. */
async function site(): Promise<string> {
  const dir = tempDir('cli-remotes-health-');
  const store = new LocalStore(dir);
  await siteWithShell('remotes-health', store);
  await deployOrders(store, '1.0.0+a', { i: 0 });
  await deployOrders(store, '1.1.0+b', { i: 1 });
  await deployOrders(store, '1.2.0+c', { i: 2, live: false });
  await canaryRemote(store, 'mf_orders', 10, { force: false });
  return dir;
}

const figures = {
  mf_orders: {
    '1.1.0+b': { ...versionFigures(900, 9, { p75: 1700, samples: 300 }), inpP75Ms: 120, inpSamples: 80 },
    '1.2.0+c': versionFigures(100, 5),
    '1.0.0+a': versionFigures(3, 0),
  },
};

describe('npm run remotes -- --health', () => {
  it('per remote and version: live, canary, other, with the figures; the credential sent', async () => {
    const dir = await site();
    health.script = () => enveloped(figures);
    const done = await runCli(['remotes', '--health', health.url, '--site', dir]);
    expect(done).toMatchObject({ code: 0, err: '' });
    expect(done.outLines.join('\n').split('\n')).toEqual([
      `health from ${health.url} · since the start until 2026-11-29T12:00:00.000Z`,
      '',
      'mf_orders',
      '    1.1.0+b  live  900 sessions, error rate 1.0 % · load failures manifest 0 entry 9 chunk 0 gate 0 · render errors 0, errors 0, fallbacks 0 · LCP p75 1700 ms, INP p75 120 ms',
      '    1.2.0+c  canary 10 %  100 sessions, error rate 5.0 % · load failures manifest 0 entry 5 chunk 0 gate 0 · render errors 0, errors 0, fallbacks 0 · LCP p75 —, INP p75 —',
      '    1.0.0+a  other  3 sessions, error rate 0.0 % · load failures manifest 0 entry 0 chunk 0 gate 0 · render errors 0, errors 0, fallbacks 0 · LCP p75 —, INP p75 —',
    ]);
    expect(health.asks).toEqual([
      { remote: null, since: null, authorization: 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=' },
    ]);
  });

  it('--json: the aggregate joined with the registry; a bare aggregate (no envelope) and RENTAL_CLIENT_AUTH', async () => {
    const dir = await site();
    process.env.RENTAL_HEALTH_URL = health.url;
    process.env.RENTAL_CLIENT_AUTH = 'b3RoZXI6c2VjcmV0';
    health.script = () => ({
      body: { since: null, until: 'now', remotes: { mf_orders: { '1.1.0+b': figures.mf_orders['1.1.0+b'] } } },
    });
    const done = await runCli(['remotes', '--health', '--json', '--site', dir]);
    expect(done.code).toBe(0);
    const json = JSON.parse(done.out) as Record<string, unknown>;
    expect(json).toMatchObject({
      site: dir,
      source: health.url,
      remotes: {
        mf_orders: {
          live: '1.1.0+b',
          canary: { version: '1.2.0+c', percent: 10 },
          versions: {
            '1.1.0+b': { role: 'live', health: { sessions: 900, errorRate: 0.01, lcpP75Ms: 1700 } },
            '1.2.0+c': { role: 'canary', percent: 10, health: null },
          },
        },
      },
    });
    expect(health.asks[0]?.authorization).toBe('Basic b3RoZXI6c2VjcmV0');
    expect(await readAudit(new LocalStore(dir))).toHaveLength(0);
  });

  it('a source that is down or answers something else: refused in one line', async () => {
    const dir = await site();
    health.script = () => ({ status: 500 });
    expect(await runCli(['remotes', '--health', health.url, '--site', dir])).toMatchObject({
      code: 1,
      out: '',
      errLines: [`refused: the health source ${health.url} gave no figures (HTTP 500): start it, or pass --health URL`],
    });
    health.script = () => ({ body: { code: 401, msg: 'unauthorized' } });
    expect((await runCli(['remotes', '--health', health.url, '--site', dir])).errLines).toEqual([
      `refused: the health source ${health.url} gave no figures (not the health aggregate: it answered code 401: unauthorized): start it, or pass --health URL`,
    ]);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/common/health`;
    await new Promise((resolve) => closed.close(resolve));
    expect((await runCli(['remotes', '--health', nowhere, '--site', dir])).errLines).toEqual([
      `refused: the health source ${nowhere} gave no figures (ECONNREFUSED): start it, or pass --health URL`,
    ]);
  });

  it('refuses --health beside --log, and a source that is not a URL', async () => {
    const dir = await site();
    expect(await runCli(['remotes', '--health', '--log', '--site', dir])).toMatchObject({
      code: 2,
      errLines: ['refused: --log and --health do not go together: npm run remotes -- --health [URL] [--json]'],
    });
    expect((await runCli(['remotes', '--health', 'mf-orders', '--site', dir])).errLines).toEqual([
      'refused: --health takes an http(s) URL, not "mf-orders": --health http://localhost:8080/api/common/health',
    ]);
  });
});
