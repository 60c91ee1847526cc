// npm run bench: what the split costs a renter. Builds the federated app and a monolith build of the
// same shell and pages (bench/monolith), serves each from its own site, and loads both in Chromium
// under a throttled phone profile, taking turns, BENCH_RUNS cold loads each (default 5): tab bar,
// home content, LCP, JS bytes and requests before content, tab switches and a repeat visit. The tab
// bar's figure comes from a first-paint pass of BENCH_PAINT_RUNS loads each (default 60): cheap
// loads, and its ratio is close enough to 1 that fewer cannot tell a goal met from one missed. Then
// Lighthouse's mobile performance audit on home, BENCH_LH_RUNS runs each (default 5, the builds
// alternating; BENCH_LIGHTHOUSE=0 skips it). Prints the medians, their ratios, the JS bytes by
// package and Lighthouse's figures against the goals, and writes both tables into
// docs/performance.md; BENCH_JSON=file writes the figures too.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildMonolith, startSites } from './bench/sites.mjs';
import { coldLoad, firstPaint, PROFILE } from './bench/measure.mjs';
import { writeLatest } from './bench/docs-table.mjs';
import { lighthousePlan, lighthouseReport } from './bench/lighthouse-report.mjs';
import { countFrom, report } from './bench/report.mjs';
import { root } from './apps.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/** What the environment asks for, or one line saying what it cannot take, before anything is built. */
function plan() {
  try {
    const runs = countFrom(process.env, 'BENCH_RUNS', 5, 5);
    return { runs, paintRuns: countFrom(process.env, 'BENCH_PAINT_RUNS', 60, runs), lh: lighthousePlan(process.env) };
  } catch (error) {
    console.error(`bench: ${error.message}`);
    process.exit(2);
  }
}
const { runs: RUNS, paintRuns: PAINT_RUNS, lh: LIGHTHOUSE } = plan();

/** Round `i`'s order: each round the other way, so neither build always loads right after the other. */
const inTurn = (variants, i) => (i % 2 ? [...variants].reverse() : variants);

await buildMonolith();
const sites = await startSites();
const results = Object.fromEntries(sites.variants.map((v) => [v.name, []]));
const paints = Object.fromEntries(sites.variants.map((v) => [v.name, []]));
let audited = null;
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...sites.browserArgs],
  });
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const variant of inTurn(sites.variants, i)) results[variant.name].push(await coldLoad(browser, variant));
      process.stdout.write(`run ${i + 1}/${RUNS}\r`);
    }
    for (let i = 0; i < PAINT_RUNS; i += 1) {
      for (const variant of inTurn(sites.variants, i)) paints[variant.name].push(await firstPaint(browser, variant));
      process.stdout.write(`first paint ${i + 1}/${PAINT_RUNS}\r`);
    }
  } finally {
    await browser.close();
  }
  if (LIGHTHOUSE) {
    const { lighthousePass } = await import('./bench/lighthouse.mjs');
    audited = await lighthousePass(sites.variants, {
      runs: LIGHTHOUSE.runs,
      browserArgs: sites.browserArgs,
      onRound: (i) => process.stdout.write(`Lighthouse run ${i}/${LIGHTHOUSE.runs}\r`),
    });
  }
} finally {
  await sites.close();
}
const { table, packages, summary } = report(results, { ...PROFILE, compression: sites.compression }, paints);
const lighthouse = audited && { ...lighthouseReport(audited.results, audited.about), ...audited };
const text = [table, lighthouse?.text ?? 'Lighthouse pass skipped (BENCH_LIGHTHOUSE=0).', packages].join('\n\n');
console.log(text);
// The doc's table is this run's (a reader finds the latest figures there, never typed by hand).
const at = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
writeLatest(path.join(root, 'docs', 'performance.md'), text, {
  at,
  commit,
  runs: results.federated.length,
  lhRuns: LIGHTHOUSE?.runs ?? null,
  cores: availableParallelism(),
});
console.log(`docs/performance.md: latest tables written`);
if (process.env.BENCH_JSON) {
  const lh = lighthouse && {
    version: lighthouse.about.version,
    summary: lighthouse.summary,
    results: lighthouse.results,
    warnings: lighthouse.about.warnings,
  };
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ summary, results, paints, lighthouse: lh }, null, 2));
}
