import { healthEntry, healthReport } from '../testing/health-reports';
import { keepHealthReport, MAX_HEALTH_RECORDS, p75, remoteHealth, type RemoteHealthStore } from './remote-health';

const V1 = '1.0.3+abcd1234';
const V2 = '1.0.4+feed5678';

let store: RemoteHealthStore;
beforeEach(() => {
  store = new Map();
});

test('a repeated and a later cumulative report of one session count once, with the latest figures', () => {
  keepHealthReport(store, healthReport('s1', [healthEntry({ pages: 1 })]), 1000);
  keepHealthReport(store, healthReport('s1', [healthEntry({ pages: 1 })]), 2000);
  keepHealthReport(store, healthReport('s1', [healthEntry({ pages: 3, errors: 2 })]), 3000);
  expect(store.size).toBe(1);
  expect(remoteHealth(store).mf_account?.[V1]).toMatchObject({ sessions: 1, pages: 3, errors: 2, failedSessions: 1 });
});

test('one session keeps a record per remote and per version', () => {
  keepHealthReport(
    store,
    healthReport('s1', [
      healthEntry(),
      healthEntry({ version: V2 }),
      healthEntry({ remote: 'mf_orders', version: '2.0.0+00000000' }),
    ]),
    1000,
  );
  keepHealthReport(store, healthReport('s2'), 1000);
  const health = remoteHealth(store);
  expect(Object.keys(health).sort()).toEqual(['mf_account', 'mf_orders']);
  expect(health.mf_account?.[V1]?.sessions).toBe(2);
  expect(health.mf_account?.[V2]?.sessions).toBe(1);
  expect(health.mf_orders?.['2.0.0+00000000']?.sessions).toBe(1);
});

test('failed sessions, error rate, load failures by phase and the other sums', () => {
  keepHealthReport(store, healthReport('ok', [healthEntry({ pages: 2, fallbacks: 1 })]), 1000);
  keepHealthReport(
    store,
    healthReport('chunk', [healthEntry({ failed: { manifest: 0, entry: 0, chunk: 2, gate: 0 } })]),
    1000,
  );
  keepHealthReport(
    store,
    healthReport('gate', [healthEntry({ failed: { manifest: 1, entry: 1, chunk: 0, gate: 3 } })]),
    1000,
  );
  keepHealthReport(store, healthReport('render', [healthEntry({ renderErrors: 1, pages: 4 })]), 1000);
  keepHealthReport(store, healthReport('logged', [healthEntry({ errors: 5 })]), 1000);
  expect(remoteHealth(store).mf_account?.[V1]).toEqual({
    sessions: 5,
    failedSessions: 4,
    errorRate: 0.8,
    loadFailures: { manifest: 1, entry: 1, chunk: 2, gate: 3 },
    renderErrors: 1,
    errors: 5,
    fallbacks: 1,
    pages: 9,
    lcpP75Ms: null,
    lcpSamples: 0,
    inpP75Ms: null,
    inpSamples: 0,
  });
});

test('a version whose sessions all went well has error rate 0', () => {
  keepHealthReport(store, healthReport('s1', [healthEntry({ fallbacks: 2 })]), 1000);
  expect(remoteHealth(store).mf_account?.[V1]).toMatchObject({ failedSessions: 0, errorRate: 0 });
});

test('p75 by nearest rank over the sessions that have a value; nulls are not samples', () => {
  expect(p75([])).toBeNull();
  expect(p75([500])).toBe(500);
  expect(p75([4, 1, 3, 2])).toBe(3);
  expect(p75([5, 1, 4, 2, 3])).toBe(4);
  const lcps = [900, null, 1200, 3000, null, 1500, 1800];
  lcps.forEach((lcpMs, i) => keepHealthReport(store, healthReport(`s${i}`, [healthEntry({ lcpMs, inpMs: null })]), 1));
  keepHealthReport(store, healthReport('inp', [healthEntry({ lcpMs: null, inpMs: 240 })]), 1);
  // LCP samples 900, 1200, 1500, 1800, 3000: rank ceil(0.75 × 5) = 4.
  expect(remoteHealth(store).mf_account?.[V1]).toMatchObject({
    sessions: 8,
    lcpP75Ms: 1800,
    lcpSamples: 5,
    inpP75Ms: 240,
    inpSamples: 1,
  });
});

test('since keeps the records whose latest report arrived at or after it', () => {
  keepHealthReport(store, healthReport('old'), 1000);
  keepHealthReport(store, healthReport('edge'), 2000);
  keepHealthReport(store, healthReport('new'), 3000);
  keepHealthReport(store, healthReport('refreshed'), 1000);
  keepHealthReport(store, healthReport('refreshed'), 2500);
  expect(remoteHealth(store, { since: 2000 }).mf_account?.[V1]?.sessions).toBe(3);
  expect(remoteHealth(store, { since: 3001 })).toEqual({});
});

test('the remote filter answers that remote only, and nothing for an unknown one', () => {
  keepHealthReport(store, healthReport('s1', [healthEntry(), healthEntry({ remote: 'mf_orders' })]), 1000);
  expect(Object.keys(remoteHealth(store, { remote: 'mf_orders' }))).toEqual(['mf_orders']);
  expect(remoteHealth(store, { remote: 'mf_nope' })).toEqual({});
});

test('a remote or version named like an object property stays plain data', () => {
  keepHealthReport(store, healthReport('s1', [healthEntry({ remote: '__proto__', version: 'constructor' })]), 1);
  const health = remoteHealth(store);
  expect(Object.getPrototypeOf(health)).toBe(Object.prototype);
  expect(JSON.parse(JSON.stringify(health))).toEqual({
    ['__proto__']: { constructor: expect.objectContaining({ sessions: 1 }) },
  });
});

test('the store keeps at most its bound, dropping the records received longest ago', () => {
  for (let i = 0; i < 5; i += 1) keepHealthReport(store, healthReport(`s${i}`), i);
  keepHealthReport(store, healthReport('s0'), 10);
  keepHealthReport(store, healthReport('s5'), 11, 5);
  expect([...store.values()].map((r) => r.session)).toEqual(['s2', 's3', 's4', 's0', 's5']);
  expect(remoteHealth(store).mf_account?.[V1]?.sessions).toBe(5);
});

test('by default the bound is 20,000 records', () => {
  expect(MAX_HEALTH_RECORDS).toBe(20_000);
  for (let i = 0; i < MAX_HEALTH_RECORDS + 10; i += 1) keepHealthReport(store, healthReport(`s${i}`), i);
  expect(store.size).toBe(MAX_HEALTH_RECORDS);
  expect(store.values().next().value?.session).toBe('s10');
});
