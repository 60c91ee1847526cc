// npm run bench:waterfall [federated|monolith]: one cold load of home under the bench's phone
// profile, each request printed with when it started and ended (ms from navigation), its type and
// its size, and when the tab bar and the home content showed, then when a tap on the mine tab (a
// remote not loaded yet) showed its page. Needs the builds `npm run bench` uses.
import { chromium } from 'playwright-core';
import { buildMonolith, startSites } from './sites.mjs';
import { HOME_CONTENT, MINE_CONTENT, phonePage, recordRequests, tapTab, until } from './measure.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const which = process.argv[2] ?? 'federated';
await buildMonolith();
const sites = await startSites();
const variant = sites.variants.find((v) => v.name === which);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS, ...sites.browserArgs],
});
try {
  const { page, cdp } = await phonePage(browser);
  const requests = recordRequests(cdp);
  const t0 = Date.now();
  // Waits and taps as the bench makes them, without Playwright's injected script in the page.
  await page.goto(`${variant.url}/h5/#/`, { waitUntil: 'commit' });
  await until(page, () => document.querySelector('.adm-tab-bar') !== null, { every: 20 });
  const tabBar = Date.now() - t0;
  await until(page, HOME_CONTENT, { every: 20 });
  const content = Date.now() - t0;
  await tapTab(page, 3);
  await until(page, `() => document.querySelector(${JSON.stringify(MINE_CONTENT)}) !== null`, { every: 20 });
  const mine = Date.now() - t0;
  await page.waitForTimeout(1500);
  for (const r of [...requests.values()].sort((a, b) => a.at - b.at)) {
    const u = new URL(r.url);
    const end = r.done === null ? '…' : String(r.done - t0);
    const kb = (r.bytes / 1024).toFixed(1);
    console.log(
      `${String(r.at - t0).padStart(6)} ${end.padStart(6)}  ${(r.type ?? '').padEnd(10)} ${kb.padStart(6)} KB  ${u.pathname}${u.search.slice(0, 40)}`,
    );
  }
  console.log(`tab bar ${tabBar} ms, home content ${content} ms, mine tapped then, shown ${mine} ms`);
} finally {
  await browser.close();
  await sites.close();
}
