// Medians per variant, ratios of the federated app to the monolith, and where the bytes go.
export const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
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

export function summarize(results) {
  return Object.fromEntries(
    Object.entries(results).map(([variant, runs]) => [
      variant,
      Object.fromEntries(METRICS.map(([, key]) => [key, median(runs.map((r) => r[key]))])),
    ]),
  );
}

/** The table, and the JS bytes by package apart from it (the Lighthouse table goes between them). */
export function report(results, profile) {
  const summary = summarize(results);
  const { federated: f, monolith: m } = summary;
  const runs = results.federated.length;
  const lines = [
    `home, ${runs} cold loads per variant, round-robin, medians; 375×812 @2, CPU ×${profile.cpu}, ` +
      `${profile.latency} ms RTT, ${profile.downKbps / 1000} Mbps down; text sent as ${profile.compression}`,
    '',
    `| | federated | monolith | ratio | goal |`,
    `|---|---:|---:|---:|---|`,
    ...METRICS.map(
      ([label, key, fmt, goal]) =>
        `| ${label} | ${fmt(f[key])} | ${fmt(m[key])} | ${(f[key] / m[key]).toFixed(2)} × | ${goal} |`,
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
