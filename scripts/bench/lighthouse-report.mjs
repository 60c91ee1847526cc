// What the bench's Lighthouse pass reports: each run's figures read from Lighthouse's result, the
// medians per build, and the table with the goals beside them, each figure marked.
import { countFrom, median } from './report.mjs';

/** How many Lighthouse runs per build `env` asks for; null when BENCH_LIGHTHOUSE=0 skips the pass. */
export function lighthousePlan(env) {
  if (env.BENCH_LIGHTHOUSE === '0') return null;
  return { runs: countFrom(env, 'BENCH_LH_RUNS', 5) };
}

/** One run's figures (times in ms, score 0–100); throws on a run Lighthouse itself could not finish. */
export function figuresOf(lhr) {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const value = (id) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number')
      throw new Error(`Lighthouse on ${lhr.requestedUrl}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
    return v;
  };
  if (typeof score !== 'number') throw new Error(`Lighthouse on ${lhr.requestedUrl}: no performance score`);
  return {
    score: Math.round(score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
  };
}

/** Each unit shows a figure and rounds it as shown: a figure is judged as the reader sees it. */
const seconds = { show: (ms) => `${(ms / 1000).toFixed(2)} s`, round: (ms) => Math.round(ms / 10) * 10 };
const millis = { show: (ms) => `${Math.round(ms)} ms`, round: Math.round };
const points = { show: (x) => String(Math.round(x)), round: Math.round };
const shift = { show: (x) => x.toFixed(3), round: (x) => Math.round(x * 1000) / 1000 };
const times = { show: (x) => `${x.toFixed(2)} ×`, round: (x) => Math.round(x * 100) / 100 };

const atMost = (limit, text) => ({ text, met: (v) => v <= limit });
const atLeast = (limit, text) => ({ text, met: (v) => v >= limit });
const RATIO_GOAL = atMost(1.1, '≤ 1.10 ×');
const THROTTLING = { simulate: 'simulated throttling', devtools: 'DevTools throttling', provided: 'no throttling' };

/** Label, key, unit, the goal for each build, and whether the federated/monolith ratio is judged. */
const METRICS = [
  ['performance score', 'score', points, atLeast(98, '≥ 98'), false],
  ['First Contentful Paint', 'fcp', seconds, atMost(1000, '≤ 1.0 s'), true],
  ['Largest Contentful Paint', 'lcp', seconds, atMost(2000, '≤ 2.0 s'), true],
  ['Total Blocking Time', 'tbt', millis, atMost(150, '≤ 150 ms'), false],
  ['Cumulative Layout Shift', 'cls', shift, atMost(0, '0'), false],
  ['Speed Index', 'speedIndex', seconds, null, false],
];

export function summarizeLighthouse(results) {
  return Object.fromEntries(
    Object.entries(results).map(([build, runs]) => [
      build,
      Object.fromEntries(METRICS.map(([, key]) => [key, median(runs.map((r) => r[key]))])),
    ]),
  );
}

/** `value` as shown, with ✓ when it meets `goal`, ✗ when it does not, nothing when there is no goal. */
function marked(value, unit, goal) {
  if (!goal) return unit.show(value);
  return `${unit.show(value)} ${goal.met(unit.round(value)) ? '✓' : '✗'}`;
}

/**
 * `results`: each build's runs (figuresOf); `about`: Lighthouse's version and settings as its
 * result states them. Returns the table and the medians, ratios and goals met.
 */
export function lighthouseReport(results, about) {
  const summary = summarizeLighthouse(results);
  const { federated: f, monolith: m } = summary;
  const { throttling: t, screenEmulation: screen } = about.settings;
  const rows = METRICS.map(([label, key, unit, goal, judgeRatio]) => {
    const ratio = judgeRatio ? marked(f[key] / m[key], times, RATIO_GOAL) : '';
    const goals = [goal?.text, judgeRatio && RATIO_GOAL.text].filter(Boolean).join('; ');
    return `| ${label} | ${marked(f[key], unit, goal)} | ${marked(m[key], unit, goal)} | ${ratio} | ${goals} |`;
  });
  const lines = [
    `Lighthouse ${about.version}, home (\`/h5/#/\`), performance only, ${results.federated.length} runs per build, ` +
      `alternating, medians; its ${about.settings.formFactor} defaults: ${screen.width}×${screen.height} ` +
      `@${screen.deviceScaleFactor}, ${THROTTLING[about.settings.throttlingMethod]}: ${t.rttMs} ms RTT, ` +
      `${(t.throughputKbps / 1000).toFixed(1)} Mbps down, CPU ×${t.cpuSlowdownMultiplier}; ✓ goal met, ✗ not met (as shown)`,
    '',
    `| | federated | monolith | ratio | goal |`,
    `|---|---:|---:|---:|---|`,
    ...rows,
  ];
  if (about.warnings?.length) lines.push('', ...about.warnings.map((w) => `Lighthouse warned: ${w}`));
  const ratios = { fcp: f.fcp / m.fcp, lcp: f.lcp / m.lcp };
  const judged = METRICS.filter(([, , , goal]) => goal);
  const meets = (figures) =>
    Object.fromEntries(judged.map(([, key, unit, goal]) => [key, goal.met(unit.round(figures[key]))]));
  const met = {
    federated: meets(f),
    monolith: meets(m),
    ratio: { fcp: RATIO_GOAL.met(times.round(ratios.fcp)), lcp: RATIO_GOAL.met(times.round(ratios.lcp)) },
  };
  return { text: lines.join('\n'), summary: { ...summary, ratios, met } };
}
