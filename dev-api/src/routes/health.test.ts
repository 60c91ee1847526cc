import type { RemoteHealth } from '../state/remote-health';
import { healthEntry, healthLog, healthReport } from '../testing/health-reports';
import { startTestServer, type TestServer } from '../testing/test-server';

interface HealthAnswer {
  since: string | null;
  until: string;
  remotes: RemoteHealth;
}

const V1 = '1.0.3+abcd1234';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.control('POST', 'reset'));

const report = (info: unknown) => t.api('/api/common/printLog', { json: healthLog(info) });
const health = async (query = ''): Promise<HealthAnswer> => {
  const answer = await t.api<HealthAnswer>(`/api/common/health${query}`);
  if (!answer.success) throw new Error(`health: ${answer.msg}`);
  return answer.data;
};

test('a report is kept as figures, not in the error log, and answered per remote and version', async () => {
  const sent = healthReport('tab-1', [healthEntry({ canary: true, pages: 2, renderErrors: 1, lcpMs: 1830 })]);
  expect(await report(sent)).toEqual(expect.objectContaining({ success: true, data: null }));
  expect(await t.control('GET', 'logs')).toEqual([]);
  const answer = await health();
  expect(answer.since).toBeNull();
  expect(Math.abs(Date.parse(answer.until) - Date.now())).toBeLessThan(60_000);
  expect(answer.remotes).toEqual({
    mf_account: {
      [V1]: {
        sessions: 1,
        failedSessions: 1,
        errorRate: 1,
        loadFailures: { manifest: 0, entry: 0, chunk: 0, gate: 0 },
        renderErrors: 1,
        errors: 0,
        fallbacks: 0,
        pages: 2,
        lcpP75Ms: 1830,
        lcpSamples: 1,
        inpP75Ms: null,
        inpSamples: 0,
      },
    },
  });
});

test('a resent and a later cumulative report of one session count once', async () => {
  await report(healthReport('tab-1', [healthEntry({ pages: 1 })]));
  await report(healthReport('tab-1', [healthEntry({ pages: 1 })]));
  await report(healthReport('tab-1', [healthEntry({ pages: 4, errors: 1 })]));
  await report(healthReport('tab-2', [healthEntry({ pages: 1 })]));
  expect((await health()).remotes.mf_account?.[V1]).toMatchObject({
    sessions: 2,
    failedSessions: 1,
    errorRate: 0.5,
    pages: 5,
    errors: 1,
  });
});

test('a report beaconed with the credential in its query counts too', async () => {
  const auth = encodeURIComponent('Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=');
  const res = await fetch(`${t.url}/api/common/printLog?clientAuthorization=${auth}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(healthLog(healthReport('tab-1'))),
  });
  expect(await res.json()).toMatchObject({ success: true });
  expect((await health()).remotes.mf_account?.[V1]?.sessions).toBe(1);
});

test('a malformed report answers the bad-parameter error and nothing is kept, not even the log', async () => {
  const bad = [
    'not json',
    { ...healthReport('tab-1'), v: 2 },
    healthReport('tab-1', [{ ...healthEntry(), pages: -1 }]),
    { ...healthReport('tab-1'), remotes: [{ ...healthEntry(), extra: true }] },
  ];
  for (const info of bad) {
    const answer = await t.api('/api/common/printLog', { json: healthLog(info), lang: 'en' });
    expect(answer).toEqual({ success: false, code: 400, msg: 'Invalid parameter: info', data: null });
  }
  const notText = await t.api('/api/common/printLog', { json: { ...healthLog(''), info: healthReport('tab-1') } });
  expect(notText).toMatchObject({ success: false, code: 400 });
  expect(await t.control('GET', 'logs')).toEqual([]);
  expect((await health()).remotes).toEqual({});
  expect((await report(healthReport('tab-1'))).success).toBe(true);
});

test('other logs are kept as before and never read as reports', async () => {
  const others = [
    { ...healthLog('not a report'), instance: 'web-vitals' },
    { ...healthLog('not a report'), level: 'error' },
    { ...healthLog(healthReport('tab-1')), level: 'warn' },
    { level: 'info', info: 'hello', instance: null },
    { message: 'boom' },
  ];
  for (const entry of others)
    expect(await t.api('/api/common/printLog', { json: entry })).toMatchObject({ success: true });
  expect(await t.control<unknown[]>('GET', 'logs')).toHaveLength(others.length);
  expect((await health()).remotes).toEqual({});
});

test('since counts the records whose latest report arrived at or after it, by the server clock', async () => {
  await report(healthReport('early'));
  await report(healthReport('refreshed'));
  await t.control('POST', 'clock', { advanceMs: 3_600_000 });
  const { until: windowStart } = await health();
  await report(healthReport('late'));
  await report(healthReport('refreshed', [healthEntry({ pages: 2 })]));
  const answer = await health(`?since=${encodeURIComponent(windowStart)}`);
  expect(answer.since).toBe(windowStart);
  expect(answer.remotes.mf_account?.[V1]).toMatchObject({ sessions: 2, pages: 3 });
  expect((await health()).remotes.mf_account?.[V1]?.sessions).toBe(3);
  expect((await health('?since=2999-01-01')).remotes).toEqual({});
  expect((await health('?since=2000-01-01T00:00:00%2B08:00')).since).toBe('1999-12-31T16:00:00.000Z');
});

test('since must be an ISO date or date-time with its zone', async () => {
  for (const since of [
    'yesterday',
    '1700000000000',
    '2026-11-29T10:00:00',
    '2026-02-30',
    '2026-13-01',
    '2026-11-29T25:00Z',
  ]) {
    const answer = await t.api(`/api/common/health?since=${encodeURIComponent(since)}`, { lang: 'en' });
    expect(answer).toEqual({ success: false, code: 400, msg: 'Invalid parameter: since', data: null });
  }
});

test('remote narrows the answer to that remote; an unknown one answers no remotes', async () => {
  await report(healthReport('tab-1', [healthEntry(), healthEntry({ remote: 'mf_orders', version: '2.0.0+00000000' })]));
  expect(Object.keys((await health('?remote=mf_orders')).remotes)).toEqual(['mf_orders']);
  expect(Object.keys((await health()).remotes).sort()).toEqual(['mf_account', 'mf_orders']);
  expect(await t.api('/api/common/health?remote=mf_nope')).toMatchObject({ success: true, data: { remotes: {} } });
});

test('no login is needed, but the client credential is, as for every call', async () => {
  const missing = await fetch(`${t.url}/api/common/health`);
  expect(await missing.json()).toMatchObject({ success: false, code: 400, data: null });
  expect(await t.api('/api/common/health', { token: 'not-a-token' })).toMatchObject({ success: true });
  expect(await t.api('/api/common/health', { method: 'POST', json: {} })).toMatchObject({ success: false, code: 400 });
});

test('reset forgets the reports', async () => {
  await report(healthReport('tab-1'));
  await t.control('POST', 'reset');
  expect((await health()).remotes).toEqual({});
});
