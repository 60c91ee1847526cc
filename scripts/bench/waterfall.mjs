// npm run bench:waterfall [federated|monolith]: one cold load of home under the bench's phone
// profile, each request printed with when it started and ended (ms from navigation), its type and
// its size, and when the tab bar and the home content showed, then when a tap on the mine tab (a
// remote not loaded yet) showed its page. Needs the builds `npm run bench` uses.
import { chromium } from 'playwright-core';
import { buildMonolith, startSites } from './sites.mjs';
import { PROFILE } from './measure.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const which = process.argv[2] ?? 'federated';
await buildMonolith();
const sites = await startSites();
const variant = sites.variants.find((v) => v.name === which);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latency,
    downloadThroughput: (PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (PROFILE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
  const rows = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    rows.set(e.requestId, { url: e.request.url, start: Date.now(), end: null, type: e.type, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = rows.get(e.requestId);
    if (r) Object.assign(r, { end: Date.now(), bytes: e.encodedDataLength });
  });
  const t0 = Date.now();
  await page.goto(`${variant.url}/h5/#/`);
  await page.locator('.adm-tab-bar').waitFor();
  const tabBar = Date.now() - t0;
  await page.waitForFunction(
    () => [...document.querySelectorAll('.shell-page img')].some((i) => i.complete && i.naturalWidth > 0),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const content = Date.now() - t0;
  // Then the tab the bench opens first: a remote not loaded yet.
  const clicked = Date.now() - t0;
  await page.locator('.adm-tab-bar-item').nth(3).click();
  await page.locator('.acc-mine-body').first().waitFor({ timeout: 60_000 });
  const mine = Date.now() - t0;
  await page.waitForTimeout(1500);
  const list = [...rows.values()].sort((a, b) => a.start - b.start);
  for (const r of list) {
    const u = new URL(r.url);
    console.log(
      `${String(r.start - t0).padStart(6)} ${String(r.end === null ? '…' : r.end - t0).padStart(6)}  ${(r.type ?? '').padEnd(10)} ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${u.pathname}${u.search.slice(0, 40)}`,
    );
  }
  console.log(`tab bar ${tabBar} ms, home content ${content} ms, mine tapped ${clicked} ms, shown ${mine} ms`);
} finally {
  await browser.close();
  await sites.close();
}
