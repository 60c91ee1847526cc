// npm run bench: what the home route costs a renter. Deploys the current builds into a temp site,
// serves them, and loads home in Chromium under a throttled phone profile (375×812, CPU ×4,
// 150 ms RTT, 1.6 Mbps down), several times. Prints JS transferred (gzip) per app and LCP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { root } from './apps.mjs';
import { deployAll } from './deploy-all.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const site = mkdtempSync(path.join(tmpdir(), 'rental-bench-'));
await deployAll(site);
const { startServer } = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
const server = await startServer({ port: 0, siteDir: site, control: false, quiet: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

function owner(url) {
  const m = /\/h5\/remotes\/(mf-[a-z]+)\//.exec(url);
  return m ? m[1] : url.includes('/h5/') ? 'shell' : 'other';
}

async function run() {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const started = Date.now();
  await page.goto(`${server.url}/h5/#/`);
  await page.locator('.adm-tab-bar').waitFor();
  const shellVisible = Date.now() - started;
  // Home is shown when the catalog's page has put its first product image on screen.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.shell-page img')].some((i) => i.complete && i.naturalWidth > 0),
  );
  const homeVisible = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(() => window.__lcp);
  const byApp = {};
  for (const s of scripts.values()) byApp[owner(s.url)] = (byApp[owner(s.url)] ?? 0) + s.bytes;
  await context.close();
  return { shellVisible, homeVisible, lcp, byApp, files: scripts.size };
}

const results = [];
for (let i = 0; i < RUNS; i += 1) results.push(await run());
await browser.close();
await server.close();
rmSync(site, { recursive: true, force: true });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const last = results[results.length - 1];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`home route, ${RUNS} runs, throttled phone profile`);
for (const [app, bytes] of Object.entries(last.byApp)) console.log(`  JS ${app.padEnd(12)} ${kb(bytes)}`);
console.log(
  `  JS total        ${kb(Object.values(last.byApp).reduce((a, b) => a + b, 0))} transferred (gzip) in ${last.files} files`,
);
console.log(`  tab bar visible ${median(results.map((r) => r.shellVisible))} ms (median)`);
console.log(`  first product image ${median(results.map((r) => r.homeVisible))} ms (median)`);
console.log(`  LCP             ${Math.round(median(results.map((r) => r.lcp)))} ms (median)`);
