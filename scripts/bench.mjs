// npm run bench: what the split costs a renter. Builds the federated app and a monolith build of the
// same shell and pages (bench/monolith), serves each from its own site, and loads both in Chromium
// under a throttled phone profile, round-robin, BENCH_RUNS cold loads each (default 5): tab bar,
// home content, LCP, JS bytes and requests before content, tab switches and a repeat visit.
// Prints the medians, their ratios and the JS bytes by package, and writes the table into
// docs/performance.md; BENCH_JSON=file writes the figures too.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildMonolith, startSites } from './bench/sites.mjs';
import { coldLoad, PROFILE } from './bench/measure.mjs';
import { writeLatest } from './bench/docs-table.mjs';
import { report } from './bench/report.mjs';
import { root } from './apps.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));

await buildMonolith();
const sites = await startSites();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS, ...sites.browserArgs],
});
const results = Object.fromEntries(sites.variants.map((v) => [v.name, []]));
try {
  for (let i = 0; i < RUNS; i += 1) {
    for (const variant of sites.variants) results[variant.name].push(await coldLoad(browser, variant));
    process.stdout.write(`run ${i + 1}/${RUNS}\r`);
  }
} finally {
  await browser.close();
  await sites.close();
}
const { text, summary } = report(results, { ...PROFILE, compression: sites.compression });
console.log(text);
// The doc's table is this run's (a reader finds the latest figures there, never typed by hand).
const at = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
writeLatest(path.join(root, 'docs', 'performance.md'), text, {
  at,
  commit,
  runs: results.federated.length,
  cores: availableParallelism(),
});
console.log(`docs/performance.md: latest table written`);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ summary, results }, null, 2));
