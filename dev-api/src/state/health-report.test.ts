import { healthEntry, healthReport } from '../testing/health-reports';
import { MAX_REPORT_CHARS, parseHealthReport } from './health-report';

const valid = healthReport('tab-1', [healthEntry({ canary: true, pages: 2, renderErrors: 1, lcpMs: 1830.5 })]);
const withReport = (change: (report: Record<string, unknown>) => void): string => {
  const report = structuredClone(valid) as unknown as Record<string, unknown>;
  change(report);
  return JSON.stringify(report);
};
const withEntry = (change: (entry: Record<string, unknown>) => void): string =>
  withReport((report) => change((report.remotes as Record<string, unknown>[])[0] as Record<string, unknown>));

test("the contract's report is read as sent", () => {
  expect(parseHealthReport(JSON.stringify(valid))).toEqual(valid);
  expect(parseHealthReport(withReport((r) => (r.remotes = [])))).toMatchObject({ remotes: [] });
  expect(parseHealthReport(withReport((r) => (r.sampled = 0.1)))).toMatchObject({ sampled: 0.1 });
});

test.each<[string, unknown]>([
  ['no text', undefined],
  ['an object, not its JSON text', valid],
  ['text that is not JSON', '{"kind": "remote-health",'],
  ['JSON that is not an object', '[]'],
  ['another kind', withReport((r) => (r.kind = 'web-vitals'))],
  ['another version of the report', withReport((r) => (r.v = 2))],
  ['an empty session', withReport((r) => (r.session = ''))],
  ['a session id of 129 characters', withReport((r) => (r.session = 'x'.repeat(129)))],
  ['a sampling rate of 0', withReport((r) => (r.sampled = 0))],
  ['a sampling rate above 1', withReport((r) => (r.sampled = 1.5))],
  ['no remotes list', withReport((r) => delete r.remotes)],
  ['an unknown field', withReport((r) => (r.extra = 1))],
  [
    '65 remotes',
    withReport((r) => (r.remotes = Array.from({ length: 65 }, (_, i) => healthEntry({ version: `${i}` })))),
  ],
  ['one remote@version twice', withReport((r) => (r.remotes = [healthEntry(), healthEntry({ pages: 2 })]))],
  ['an entry without a version', withEntry((e) => delete e.version)],
  ['an unknown field in an entry', withEntry((e) => (e.tti = 3))],
  ['a count as text', withEntry((e) => (e.pages = '2'))],
  ['a negative count', withEntry((e) => (e.errors = -1))],
  ['a fractional count', withEntry((e) => (e.renderErrors = 0.5))],
  ['a count past a million', withEntry((e) => (e.fallbacks = 1_000_001))],
  ['a missing phase', withEntry((e) => (e.failed = { manifest: 0, entry: 0, chunk: 0 }))],
  ['an unknown phase', withEntry((e) => (e.failed = { manifest: 0, entry: 0, chunk: 0, gate: 0, css: 1 }))],
  ['a negative LCP', withEntry((e) => (e.lcpMs = -1))],
  ['a missing INP (null when none)', withEntry((e) => delete e.inpMs)],
  ['canary as a number', withEntry((e) => (e.canary = 1))],
])('refuses %s', (_why, info) => {
  expect(parseHealthReport(info)).toBeNull();
});

test('an infinite timing (a JSON number too large for a double) is refused', () => {
  expect(parseHealthReport(JSON.stringify(valid).replace('"lcpMs":1830.5', '"lcpMs":1e999'))).toBeNull();
  expect(parseHealthReport(JSON.stringify(valid).replace('"lcpMs":1830.5', '"lcpMs":1e3'))).not.toBeNull();
});

test('text longer than a report can be is refused before it is parsed', () => {
  const padded = JSON.stringify(valid).replace('"tab-1"', `"tab-1"${' '.repeat(MAX_REPORT_CHARS)}`);
  expect(parseHealthReport(padded)).toBeNull();
  expect(parseHealthReport(JSON.stringify(valid).replace('"tab-1"', `"tab-1"${' '.repeat(1000)}`))).not.toBeNull();
});
