// npm run bench:session: a long session in one page. Serves the production build with the dev API,
// logs in as the seeded renter, then walks SESSION_STEPS (default 500) navigations through the
// pages of every remote, the way a renter goes back and forth for an afternoon. After the first
// round (every remote loaded) and at the end it collects garbage and reads the JS heap, DOM nodes,
// event listeners and pending timers: what grows with the session is a leak. Goal: heap growth
// under 20 MB, no growth in listeners or intervals.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { root } from './apps.mjs';
import { sessionRoutes, walletToken } from './bench/session-routes.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { deployAll } from './deploy-all.mjs';

const STEPS = Number(process.env.SESSION_STEPS ?? 500);
const MB = 1024 * 1024;

/** Counts the timers a page has pending: intervals until cleared, timeouts until they run or are cleared. */
function countTimers() {
  const live = { timeouts: new Set(), intervals: new Set() };
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = (fn, ms, ...args) => {
    const id = st(
      (...a) => {
        live.timeouts.delete(id);
        if (typeof fn === 'function') fn(...a);
      },
      ms,
      ...args,
    );
    live.timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    live.timeouts.delete(id);
    ct(id);
  };
  window.setInterval = (fn, ms, ...args) => {
    const id = si(fn, ms, ...args);
    live.intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    live.intervals.delete(id);
    ci(id);
  };
  window.__liveTimers = () => ({ timeouts: live.timeouts.size, intervals: live.intervals.size });
}

async function settle(page) {
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .adm-skeleton, .rental-delayed-loading'),
      null,
      {
        timeout: 8000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

async function measure(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  const timers = await page.evaluate(() => window.__liveTimers());
  return {
    heapMB: metric('JSHeapUsedSize') / MB,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
    ...timers,
  };
}

const site = mkdtempSync(path.join(tmpdir(), 'rental-session-'));
await deployAll(site);
const { startServer } = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
const controlToken = 'bench-session';
const server = await startServer({ port: 0, siteDir: site, control: true, controlToken, quiet: true });
const base = server.url.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const token = await walletToken(base, controlToken);
  const routes = await sessionRoutes(base, token);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(countTimers);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', JSON.stringify(t));
  }, token);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/h5/#/`);
  await settle(page);

  const go = async (route) => {
    await page.evaluate((hash) => (window.location.hash = `#/${hash}`), route);
    await settle(page);
  };
  for (const route of [...routes, routes[0]]) await go(route);
  const start = await measure(page, cdp);
  const rows = [{ step: routes.length, ...start }];
  const started = Date.now();
  for (let step = 1; step <= STEPS; step += 1) {
    // Forward through the routes, and now and then back, as a renter does.
    if (step % 7 === 0) {
      await page.goBack();
      await settle(page);
    } else await go(routes[step % routes.length]);
    if (step % 100 === 0 || step === STEPS) {
      // Read on the same page each time (home), so nodes and listeners compare like for like.
      await go(routes[0]);
      rows.push({ step: routes.length + step, ...(await measure(page, cdp)) });
    }
    if (step % 25 === 0) process.stdout.write(`step ${step}/${STEPS}\r`);
  }
  const end = rows[rows.length - 1];
  const fmt = (n, d = 1) => n.toFixed(d).padStart(8);
  console.log(`\nA ${STEPS}-step session through ${routes.length} routes of all four remotes in one page`);
  console.log(`(${Math.round((Date.now() - started) / 1000)} s; garbage collected before each reading)\n`);
  console.log('    step  heap MB    nodes listeners  intervals timeouts');
  for (const r of rows)
    console.log(
      `${String(r.step).padStart(8)} ${fmt(r.heapMB)} ${fmt(r.nodes, 0)} ${fmt(r.listeners, 0)} ${fmt(r.intervals, 0)} ${fmt(r.timeouts, 0)}`,
    );
  const growth = end.heapMB - start.heapMB;
  console.log(`\nheap growth ${growth.toFixed(1)} MB (goal < 20 MB): ${growth < 20 ? 'met' : 'NOT met'}`);
  console.log(`listeners ${start.listeners} → ${end.listeners}; intervals ${start.intervals} → ${end.intervals}`);
  console.log(
    `page errors: ${errors.length}${errors.length ? `\n  ${[...new Set(errors)].slice(0, 5).join('\n  ')}` : ''}`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
  rmSync(site, { recursive: true, force: true });
}
