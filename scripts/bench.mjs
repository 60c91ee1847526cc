// npm run bench: what the split costs a renter. Builds the federated app and a monolith build of the
// same shell and pages (bench/monolith), serves each from its own site, and loads both in Chromium
// under a throttled phone profile, round-robin, BENCH_RUNS cold loads each (default 5): tab bar,
// home content, LCP, JS bytes and requests before content, tab switches and a repeat visit.
// Prints the medians, their ratios and the JS bytes by package; BENCH_JSON=file writes them too.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildMonolith, startSites } from './bench/sites.mjs';
import { coldLoad, PROFILE } from './bench/measure.mjs';
import { report } from './bench/report.mjs';
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
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ summary, results }, null, 2));
