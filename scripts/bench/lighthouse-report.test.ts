import path from 'node:path';
import { esmCaller } from './esm-call';

const call = esmCaller(path.join(__dirname, 'lighthouse-report.mjs'));

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

const ABOUT = {
  version: '12.8.2',
  settings: {
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    screenEmulation: { width: 412, height: 823, deviceScaleFactor: 1.75 },
  },
  warnings: [] as string[],
};

const run = (over: Partial<Figures> = {}): Figures => ({
  score: 99,
  fcp: 900,
  lcp: 1500,
  tbt: 100,
  cls: 0,
  speedIndex: 1200,
  ...over,
});

function report(federated: Figures[], monolith: Figures[], about = ABOUT) {
  return call('lighthouseReport', { federated, monolith }, about) as {
    text: string;
    summary: {
      federated: Figures;
      monolith: Figures;
      ratios: { fcp: number; lcp: number };
      met: Record<'federated' | 'monolith', Record<string, boolean>> & { ratio: { fcp: boolean; lcp: boolean } };
    };
  };
}

const row = (text: string, label: string) => text.split('\n').find((line) => line.startsWith(`| ${label} |`));

test('takes the median of each figure per build: the middle run, or the mean of the two middle ones', () => {
  const { summary } = report(
    [run({ fcp: 1300 }), run({ fcp: 700 }), run({ fcp: 900, tbt: 400 })],
    [run({ fcp: 800, lcp: 1000 }), run({ fcp: 600, lcp: 3000 })],
  );
  expect(summary.federated).toEqual(run({ fcp: 900 }));
  expect(summary.monolith).toEqual(run({ fcp: 700, lcp: 2000 }));
  expect(summary.ratios.fcp).toBeCloseTo(900 / 700);
});

test('marks each figure against its goal, the ratio against 1.1 × the monolith, and Speed Index not at all', () => {
  const { text, summary } = report(
    [run({ score: 97, fcp: 1200, lcp: 2100, tbt: 200, cls: 0.02, speedIndex: 2500 })],
    [run({ score: 98, fcp: 1000, lcp: 2000, tbt: 150, cls: 0, speedIndex: 2000 })],
  );
  expect(row(text, 'performance score')).toBe('| performance score | 97 ✗ | 98 ✓ |  | ≥ 98 |');
  expect(row(text, 'First Contentful Paint')).toBe(
    '| First Contentful Paint | 1.20 s ✗ | 1.00 s ✓ | 1.20 × ✗ | ≤ 1.0 s; ≤ 1.10 × |',
  );
  expect(row(text, 'Largest Contentful Paint')).toBe(
    '| Largest Contentful Paint | 2.10 s ✗ | 2.00 s ✓ | 1.05 × ✓ | ≤ 2.0 s; ≤ 1.10 × |',
  );
  expect(row(text, 'Total Blocking Time')).toBe('| Total Blocking Time | 200 ms ✗ | 150 ms ✓ |  | ≤ 150 ms |');
  expect(row(text, 'Cumulative Layout Shift')).toBe('| Cumulative Layout Shift | 0.020 ✗ | 0.000 ✓ |  | 0 |');
  expect(row(text, 'Speed Index')).toBe('| Speed Index | 2.50 s | 2.00 s |  |  |');
  expect(summary.met).toEqual({
    federated: { score: false, fcp: false, lcp: false, tbt: false, cls: false },
    monolith: { score: true, fcp: true, lcp: true, tbt: true, cls: true },
    ratio: { fcp: false, lcp: true },
  });
});

test('judges a figure as the table shows it, so a mark never contradicts the number beside it', () => {
  const { text } = report([run({ fcp: 1004, cls: 0.0004 })], [run({ fcp: 1006 })]);
  expect(row(text, 'First Contentful Paint')).toBe(
    '| First Contentful Paint | 1.00 s ✓ | 1.01 s ✗ | 1.00 × ✓ | ≤ 1.0 s; ≤ 1.10 × |',
  );
  expect(row(text, 'Cumulative Layout Shift')).toBe('| Cumulative Layout Shift | 0.000 ✓ | 0.000 ✓ |  | 0 |');
});

test("states Lighthouse's version, settings and run count, and passes on its warnings", () => {
  const { text } = report([run(), run()], [run(), run()], { ...ABOUT, warnings: ['The page loaded too slowly.'] });
  expect(text.split('\n')[0]).toBe(
    'Lighthouse 12.8.2, home (`/h5/#/`), performance only, 2 runs per build, alternating, medians; its mobile ' +
      'defaults: 412×823 @1.75, simulated throttling: 150 ms RTT, 1.6 Mbps down, CPU ×4; ✓ goal met, ✗ not met (as shown)',
  );
  expect(text).toMatch(/\nLighthouse warned: The page loaded too slowly\.$/);
});

test("reads a run's figures from Lighthouse's result, and refuses one Lighthouse could not finish", () => {
  const audits = {
    'first-contentful-paint': { numericValue: 812.5 },
    'largest-contentful-paint': { numericValue: 1900 },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0 },
    'speed-index': { numericValue: 1300 },
  };
  const lhr = { requestedUrl: 'https://x/h5/#/', categories: { performance: { score: 0.97 } }, audits };
  expect(call('figuresOf', lhr)).toEqual({ score: 97, fcp: 812.5, lcp: 1900, tbt: 40, cls: 0, speedIndex: 1300 });
  expect(call('figuresOf', { ...lhr, runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toEqual({
    thrown: 'Lighthouse on https://x/h5/#/: NO_FCP no paint',
  });
  expect(call('figuresOf', { ...lhr, categories: { performance: { score: null } } })).toEqual({
    thrown: 'Lighthouse on https://x/h5/#/: no performance score',
  });
  const noLcp = { ...audits, 'largest-contentful-paint': { errorMessage: 'NO_LCP' } };
  expect(call('figuresOf', { ...lhr, audits: noLcp })).toEqual({
    thrown: 'Lighthouse on https://x/h5/#/: no largest-contentful-paint (NO_LCP)',
  });
});

test('runs 5 times per build unless told otherwise, and not at all with BENCH_LIGHTHOUSE=0', () => {
  expect(call('lighthousePlan', {})).toEqual({ runs: 5 });
  expect(call('lighthousePlan', { BENCH_LH_RUNS: '3' })).toEqual({ runs: 3 });
  expect(call('lighthousePlan', { BENCH_LIGHTHOUSE: '0', BENCH_LH_RUNS: '3' })).toBeNull();
  for (const bad of ['0', '2.5', 'three'])
    expect(call('lighthousePlan', { BENCH_LH_RUNS: bad })).toEqual({
      thrown: `BENCH_LH_RUNS must be a whole number ≥ 1, not ${bad}`,
    });
});
