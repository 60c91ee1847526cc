// npm run bench:redeploy: what a returning renter downloads again after one team's deploy. A renter
// opens home under the bench's phone profile and stays while the app fetches ahead; then mf-catalog
// ships a new version (one style rule added to home, built in a copy of the checkout and deployed
// with the real CLI, which writes its changed scripts as deltas against the version before); the
// renter comes back. Prints every file the return visit took from the network rather than the
// browser's cache, its bytes as sent and how (a `dcz` delta against the script the browser kept,
// brotli, gzip), and what the scripts that came as deltas weigh whole. Needs the builds `npm run
// build` makes, and zstd for the deltas (the deploy says when it is missing); removes the copy and
// the site whatever happens.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../apps.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { copyCheckout } from '../work-copy.mjs';
import { HOME_CONTENT, phonePage, PROFILE, recordRequests, until } from './measure.mjs';
import { startSites } from './sites.mjs';

const require = createRequire(import.meta.url);
/** Long enough for the app to fetch ahead what it fetches after its first page. */
const LINGER_MS = 8_000;
const CHANGED_FILE = path.join('mf-catalog', 'src', 'pages', 'home', 'home.css');

/** A visit to home: it shows, then the renter stays. Returns what the network answered. */
async function visit(page, cdp, url) {
  const requests = recordRequests(cdp);
  await page.goto(`${url}/h5/#/`, { waitUntil: 'commit' });
  await until(page, HOME_CONTENT);
  await page.waitForTimeout(LINGER_MS);
  const fromNetwork = [...requests.values()].filter((r) => !r.cached && r.done !== null && r.bytes > 0);
  cdp.removeAllListeners();
  return fromNetwork.map((r) => ({
    path: decodeURIComponent(new URL(r.url).pathname),
    bytes: r.bytes,
    encoding: r.encoding ?? '',
  }));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** At the profile's downlink, what the bytes cost a renter. */
const ms = (bytes) => `${Math.round((bytes * 8) / PROFILE.downKbps)} ms`;

const sites = await startSites({ monolith: false });
const [{ url, site }] = sites.variants;
const { dir: copy, remove: removeCopy } = copyCheckout(root, 'rental-bench-redeploy-');
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS, ...sites.browserArgs],
});
try {
  const { context, page, cdp } = await phonePage(browser);
  const first = await visit(page, cdp, url);
  await page.goto('about:blank');

  // The catalog team's deploy: a style fix on home, built and deployed as the team would.
  appendFileSync(path.join(copy, CHANGED_FILE), '\n.cat-home { scroll-margin-top: 1px; }\n');
  execFileSync(process.execPath, ['scripts/build.mjs', 'mf-catalog'], { cwd: copy, stdio: 'ignore' });
  const { cli } = require(path.join(root, 'platform', 'dist', 'node.js'));
  const dist = path.join(copy, 'mf-catalog', 'dist');
  if ((await cli(['deploy', 'mf-catalog', '--site', site, '--no-build', '--dist', dist])) !== 0)
    throw new Error('deploying the new mf-catalog failed');

  const again = await visit(page, cdp, url);
  await context.close();

  // What the scripts that came as deltas weigh whole, as the site would send them (their brotli copies).
  const whole = (urlPath) => {
    const file = path.join(site, urlPath);
    try {
      return readFileSync(`${file}.br`).length;
    } catch {
      return readFileSync(file).length;
    }
  };
  const rows = again.map(
    ({ path: urlPath, bytes, encoding }) =>
      `| ${urlPath} | ${kb(bytes)} | ${encoding || 'none'} | ${encoding === 'dcz' ? kb(whole(urlPath)) : ''} |`,
  );
  const total = again.reduce((a, r) => a + r.bytes, 0);
  const deltas = again.filter((r) => r.encoding === 'dcz');
  const wholeTotal = total - deltas.reduce((a, r) => a + r.bytes, 0) + deltas.reduce((a, r) => a + whole(r.path), 0);
  console.log(
    [
      `A returning renter after mf-catalog's deploy, home and ${LINGER_MS / 1000} s on it; profile ${PROFILE.downKbps} kbps down, ${PROFILE.latency} ms.`,
      `First visit: ${first.length} files, ${kb(first.reduce((a, r) => a + r.bytes, 0))} from the network.`,
      '',
      '| from the network on return | as sent | encoding | whole (brotli) |',
      '|---|---:|---|---:|',
      ...rows,
      '',
      `Return visit: ${again.length} files, ${kb(total)} (${ms(total)} at the profile's downlink), ${deltas.length} of them deltas; without the deltas ${kb(wholeTotal)} (${ms(wholeTotal)}).`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await sites.close();
  removeCopy();
}
