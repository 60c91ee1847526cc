import path from 'node:path';
import { esmCaller } from './esm-call';

const call = esmCaller(path.join(__dirname, 'report.mjs'));

/** Loads around `centre` with a spread like the bench's (a ±50 ms quarter either side). */
const loads = (n: number, centre: number) => Array.from({ length: n }, (_, i) => centre - 100 + ((i * 37) % 200));

const interval = (federated: number[], monolith: number[]) =>
  call('ratioInterval', federated, monolith) as [number, number];

describe('the ratio’s interval', () => {
  it('holds 1 when the two builds load alike, and the ratio when one is slower', () => {
    const same = interval(loads(60, 340), loads(60, 340));
    expect(same[0]).toBeLessThan(1);
    expect(same[1]).toBeGreaterThan(1);
    const slower = interval(
      loads(60, 340).map((x) => x * 1.2),
      loads(60, 340),
    );
    expect(slower[0]).toBeGreaterThan(1.05);
    expect(slower[0]).toBeLessThan(1.2);
    expect(slower[1]).toBeGreaterThan(1.2);
  });

  it('is wide for a few loads and narrows with many: five cannot tell 1.05 from 1.20', () => {
    const few = interval(loads(5, 360), loads(5, 340));
    const many = interval(loads(80, 360), loads(80, 340));
    expect(few[1] - few[0]).toBeGreaterThan(0.15);
    expect(many[1] - many[0]).toBeLessThan((few[1] - few[0]) / 2);
  });

  it('is the same for the same loads: the doc’s figures do not move between two readings', () => {
    const a = loads(15, 300);
    const b = loads(15, 280);
    expect(interval(a, b)).toEqual(interval(a, b));
  });
});

describe('how many loads the environment asks for', () => {
  const count = (env: Record<string, string>, name: string, fallback: number, least?: number) =>
    call('countFrom', env, name, fallback, least);

  it('takes the default when unset, a whole number when given, and never fewer than the least', () => {
    expect(count({}, 'BENCH_PAINT_RUNS', 60)).toBe(60);
    expect(count({ BENCH_PAINT_RUNS: '80' }, 'BENCH_PAINT_RUNS', 60)).toBe(80);
    expect(count({ BENCH_RUNS: '3' }, 'BENCH_RUNS', 5, 5)).toBe(5);
  });

  it('refuses anything else in one line, naming the variable', () => {
    for (const bad of ['many', '2.5', '0', '-4'])
      expect(count({ BENCH_PAINT_RUNS: bad }, 'BENCH_PAINT_RUNS', 60)).toEqual({
        thrown: `BENCH_PAINT_RUNS must be a whole number ≥ 1, not ${bad}`,
      });
  });
});

describe('the bench’s table', () => {
  const load = (tabBar: number) => ({
    tabBar,
    content: 2000,
    lcp: 2000,
    jsBytes: 200_000,
    jsFiles: 10,
    requests: 20,
    newRemote: 500,
    loadedRemote: 50,
    loadedAgain: 30,
    afterPause: 40,
    repeat: 500,
    byPackage: { react: 40_000 },
  });
  const results = { federated: [load(900), load(900), load(900)], monolith: [load(300), load(300), load(300)] };
  const profile = { cpu: 4, latency: 150, downKbps: 1600, compression: 'brotli' };

  it('takes the tab bar from the first-paint pass when there was one, saying how many loads', () => {
    const paints = { federated: loads(60, 330), monolith: loads(60, 320) };
    const { table, summary } = call('report', results, profile, paints) as {
      table: string;
      summary: { federated: { tabBar: number }; monolith: { tabBar: number } };
    };
    expect(table).toMatch(/\| tab bar visible \(60 loads\) \| 0\.3\d s \| 0\.3\d s \| 1\.0\d × \(0\.\d\d–1\.\d\d\) \|/);
    expect(summary.federated.tabBar).not.toBe(900);
  });

  it('takes it from the cold loads without one', () => {
    const { table } = call('report', results, profile) as { table: string };
    expect(table).toMatch(/\| tab bar visible \| 0\.90 s \| 0\.30 s \| 3\.00 × \(3\.00–3\.00\) \|/);
    // Bytes and counts are the same in every load: a ratio alone.
    expect(table).toMatch(/\| JS files before content \| 10 \| 10 \| 1\.00 × \| {2}\|/);
  });
});
