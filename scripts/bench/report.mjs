// Medians per variant, ratios of the federated app to the monolith, and where the bytes go.
export const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/**
 * A count of loads from the environment: `fallback` when unset, at least `least`; anything but a
 * whole number is refused in one line.
 */
export function countFrom(env, name, fallback, least = 1) {
  const raw = env[name];
  if (raw === undefined || raw === '') return Math.max(least, fallback);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1, not ${raw}`);
  return Math.max(least, n);
}

/** A small seeded generator (mulberry32): the same figures give the same interval on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How far the ratio of the two medians could be from what these loads show: the 2.5th and 97.5th
 * percentiles of the ratio over `draws` resamplings of each variant's loads (a bootstrap). A goal is
 * met when the whole interval is within it, missed when none of it is; between, more loads decide.
 */
export function ratioInterval(federated, monolith, { draws = 4000, seed = 1 } = {}) {
  const random = seeded(seed);
  const resample = (xs) => median(Array.from(xs, () => xs[Math.floor(random() * xs.length)]));
  const ratios = Array.from({ length: draws }, () => resample(federated) / resample(monolith)).sort((a, b) => a - b);
  return [ratios[Math.floor(draws * 0.025)], ratios[Math.ceil(draws * 0.975) - 1]];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Label, key, format, and the goal the project holds it to (a ratio to the monolith, or absolute). */
const METRICS = [
  ['tab bar visible', 'tabBar', s, '≤ 1.05 ×'],
  ['home content visible', 'content', s, '≤ 1.10 ×'],
  ['LCP', 'lcp', s, '≤ 2.5 s'],
  ['JS before content (as sent)', 'jsBytes', kb, '≤ 250 KB gzip (budget.spec)'],
  ['JS files before content', 'jsFiles', String, ''],
  ['requests to the network before content', 'requests', String, '≤ 25'],
  ['tab → remote not loaded (mine, at once)', 'newRemote', s, '≤ 0.6 s'],
  ['tab → loaded remote (categories, at once)', 'loadedRemote', s, '≤ 0.1 s'],
  ['tab → opened before (mine again)', 'loadedAgain', s, '≤ 0.1 s'],
  ['tab → loaded remote after a pause (service)', 'afterPause', s, '≤ 0.1 s'],
  ['repeat visit, home content', 'repeat', s, '≤ 1.0 s'],
];

/** Each metric's loads per variant; the tab bar's from the first-paint pass when there was one. */
function samples(results, firstPaint) {
  return Object.fromEntries(
    Object.entries(results).map(([variant, runs]) => [
      variant,
      Object.fromEntries(
        METRICS.map(([, key]) => [key, key === 'tabBar' && firstPaint ? firstPaint[variant] : runs.map((r) => r[key])]),
      ),
    ]),
  );
}

/** The median of each metric's loads, per variant. */
const medians = (loads) =>
  Object.fromEntries(
    Object.entries(loads).map(([variant, byKey]) => [
      variant,
      Object.fromEntries(Object.entries(byKey).map(([key, xs]) => [key, median(xs)])),
    ]),
  );

/**
 * The table, and the JS bytes by package apart from it (the Lighthouse table goes between them).
 * `firstPaint`: the tab bar's times from the first-paint pass, by variant, which has the loads a
 * ratio that close to 1 needs.
 */
export function report(results, profile, firstPaint = null) {
  const loads = samples(results, firstPaint);
  const summary = medians(loads);
  const { federated: f, monolith: m } = summary;
  const runs = results.federated.length;
  // Times move from load to load; bytes and counts do not, and need no interval.
  const interval = (key, fmt) => {
    const ratio = `${(f[key] / m[key]).toFixed(2)} ×`;
    if (fmt !== s) return ratio;
    const [lo, hi] = ratioInterval(loads.federated[key], loads.monolith[key]);
    return `${ratio} (${lo.toFixed(2)}–${hi.toFixed(2)})`;
  };
  const label = (text, key) =>
    key === 'tabBar' && firstPaint ? `${text} (${firstPaint.federated.length} loads)` : text;
  const lines = [
    `home, ${runs} cold loads per variant, the builds taking turns to go first, medians; 375×812 @2, CPU ×${profile.cpu}, ` +
      `${profile.latency} ms RTT, ${profile.downKbps / 1000} Mbps down; text sent as ${profile.compression}. ` +
      'A time’s ratio has its 95 % interval in brackets (bootstrap of the loads).',
    '',
    `| | federated | monolith | ratio | goal |`,
    `|---|---:|---:|---:|---|`,
    ...METRICS.map(
      ([text, key, fmt, goal]) =>
        `| ${label(text, key)} | ${fmt(f[key])} | ${fmt(m[key])} | ${interval(key, fmt)} | ${goal} |`,
    ),
  ];
  const packages = [];
  for (const variant of ['federated', 'monolith']) {
    const last = results[variant][runs - 1].byPackage;
    const top = Object.entries(last).sort((a, b) => b[1] - a[1]);
    packages.push('', `JS before content, ${variant}, by package (as sent):`, '', '```');
    for (const [pkg, bytes] of top) if (bytes >= 512) packages.push(`${pkg.padEnd(30)} ${kb(bytes)}`);
    packages.push('```');
  }
  return { table: lines.join('\n'), packages: packages.slice(1).join('\n'), summary };
}
