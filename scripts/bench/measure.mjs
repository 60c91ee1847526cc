// One cold load of a variant under the phone profile, then the tab switches and a repeat visit.
import { attribute } from './attribution.mjs';

export const PROFILE = { latency: 150, downKbps: 1600, upKbps: 750, cpu: 4 };

export const HOME_CONTENT = () =>
  [...document.querySelectorAll('.shell-page img')].some((i) => i.complete && i.naturalWidth > 0);
export const MINE_CONTENT = '.acc-mine-body';
const CATEGORIES_CONTENT = '.cat-classify__side:not(.cat-classify__side--skeleton)';
const SERVICE_CONTENT = '.acc-questions-group';
/** A renter reading a page before the next tap: long enough for the app to idle after its first page. */
const PAUSE_MS = 5_000;

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latency,
    downloadThroughput: (PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (PROFILE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
  return cdp;
}

/**
 * Requests as the network saw them: when they started (our clock), their type, encoded bytes and
 * whether the browser's cache answered them.
 */
export function recordRequests(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, at: Date.now(), type: e.type, bytes: 0, done: null });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { bytes: e.encodedDataLength, done: Date.now() });
  });
  // Answered by the browser's own cache (a script taking the chunk an early fetch brought): no trip.
  const fromCache = (id) => {
    const r = requests.get(id);
    if (r) r.cached = true;
  };
  cdp.on('Network.requestServedFromCache', (e) => fromCache(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) fromCache(e.requestId);
    const r = requests.get(e.requestId);
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (r) r.encoding = headers['content-encoding'] ?? '';
  });
  return requests;
}

/**
 * Read on the page's own clock from the start of its navigation: when the tab bar is first in the
 * page, and when a home picture is first drawn. Waiting from outside for the page's `load` event
 * would add whatever time lies between, and it lies differently in each build. Watched by events,
 * not by polling each frame, which would itself slow a phone four times slower than this machine.
 */
function marksOnEveryLoad(homeContent) {
  const marks = { tabBar: null, content: null };
  window.__marks = marks;
  const check = () => {
    if (marks.tabBar === null && document.querySelector('.adm-tab-bar')) marks.tabBar = performance.now();
    if (marks.content === null && homeContent()) marks.content = performance.now();
    if (marks.tabBar !== null && marks.content !== null) {
      observer.disconnect();
      document.removeEventListener('load', check, true);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  // A picture's own load event: it may already be in the page when its bytes arrive.
  document.addEventListener('load', check, true);
}

/**
 * Resolves once `test` holds in the page, looked at every `every` ms. Not Playwright's
 * `waitForFunction` or locators: their first use in a document evaluates Playwright's injected
 * script there (a trace showed 64 ms of the slowed main thread, in the middle of the page's boot),
 * time a renter never pays; `evaluate` brings only a small helper.
 */
export function until(page, test, { every = 100, timeout = 60_000 } = {}) {
  return page.evaluate(`new Promise((resolve, reject) => {
    const test = ${test};
    const timer = setInterval(() => {
      if (!test()) return;
      clearInterval(timer);
      clearTimeout(limit);
      resolve();
    }, ${every});
    const limit = setTimeout(() => {
      clearInterval(timer);
      reject(new Error('not in time: ' + ${JSON.stringify(String(test))}));
    }, ${timeout});
  })`);
}

/** A renter's tap at the middle of a tab (a mouse click there, as a locator's click would make). */
export async function tapTab(page, index) {
  const { x, y } = await page.evaluate((i) => {
    const box = document.querySelectorAll('.adm-tab-bar-item')[i].getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, index);
  await page.mouse.click(x, y);
}

/** Opens home and waits for its content: the marks, and when the content showed by our clock. */
async function loadHome(page, variant) {
  await page.goto(`${variant.url}/h5/#/`, { waitUntil: 'commit' });
  await until(page, () => window.__marks?.content != null);
  const { marks, origin } = await page.evaluate(() => ({ marks: window.__marks, origin: performance.timeOrigin }));
  return { tabBar: Math.round(marks.tabBar), content: Math.round(marks.content), contentAt: origin + marks.content };
}

/**
 * A renter's tap on a tab until the page's content is in the page, both read on the page's own
 * clock (the tap event's time, the mutation that adds the content): what the automation spends
 * finding and clicking the tab is not the app's time.
 */
async function tapTo(page, tabIndex, content) {
  await page.evaluate((selector) => {
    const tap = { at: null, shown: null };
    window.__tap = tap;
    document.addEventListener('click', (e) => (tap.at = e.timeStamp), { capture: true, once: true });
    // Shown, not only in the page: a tab page kept alive stays in it, hidden, while others show.
    const shown = () => [...document.querySelectorAll(selector)].some((el) => el.checkVisibility());
    const observer = new MutationObserver(() => {
      if (tap.at === null || !shown()) return;
      tap.shown = performance.now();
      observer.disconnect();
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
  }, content);
  await tapTab(page, tabIndex);
  await until(page, () => window.__tap.shown !== null);
  return page.evaluate(() => Math.round(window.__tap.shown - window.__tap.at));
}

/** A fresh phone (its own context, so a cold cache) under the profile. */
export async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  return { context, page, cdp: await throttle(context, page) };
}

/**
 * A cold load until the tab bar is in the page, nothing after: the first-paint pass, where the two
 * builds differ by a few per cent at most and only many loads tell that from the noise.
 */
export async function firstPaint(browser, variant) {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript({ content: `(${marksOnEveryLoad})(() => false);` });
    await page.goto(`${variant.url}/h5/#/`, { waitUntil: 'commit' });
    await until(page, () => window.__marks?.tabBar != null, { every: 50 });
    return Math.round(await page.evaluate(() => window.__marks.tabBar));
  } finally {
    await context.close();
  }
}

export async function coldLoad(browser, variant) {
  const { context, page, cdp } = await phonePage(browser);
  const requests = recordRequests(cdp);
  await page.addInitScript({ content: `(${marksOnEveryLoad})(${HOME_CONTENT});` });
  await page.addInitScript(() => {
    window.__lcp = { at: 0, img: false };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__lcp = { at: entry.startTime, img: entry.element?.tagName === 'IMG' };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const { tabBar, content, contentAt } = await loadHome(page, variant);
  const before = [...requests.values()].filter((r) => r.at <= contentAt);
  // JS by what it is, whether a script tag or the shell's early fetch of a chunk asked for it.
  const isJs = (r) => new URL(r.url).pathname.endsWith('.js');
  // One file once, however many requests asked for it (an early fetch, then its script from cache).
  const byUrl = new Map();
  for (const r of before)
    if (isJs(r) && r.done !== null && r.done <= contentAt && r.bytes >= (byUrl.get(r.url)?.bytes ?? 0))
      byUrl.set(r.url, r);
  const scripts = [...byUrl.values()];
  const byPackage = {};
  for (const s of scripts) {
    for (const [pkg, bytes] of Object.entries(attribute(variant.site, s.url, s.bytes))) {
      byPackage[pkg] = (byPackage[pkg] ?? 0) + bytes;
    }
  }
  // The picture's LCP entry comes a frame or so after it is complete, and the first tap ends LCP: wait
  // for it (the home's largest element is its banner), so a text painted before is not taken for it.
  await until(page, () => window.__lcp.img, { every: 20, timeout: 5_000 }).catch(() => undefined);
  const lcp = await page.evaluate(() => window.__lcp.at);
  // Tabs by position: home, categories, customer service, mine.
  const newRemote = await tapTo(page, 3, MINE_CONTENT);
  const loadedRemote = await tapTo(page, 1, CATEGORIES_CONTENT);
  const loadedAgain = await tapTo(page, 3, MINE_CONTENT);
  await page.waitForTimeout(PAUSE_MS);
  const afterPause = await tapTo(page, 2, SERVICE_CONTENT);
  await page.goto('about:blank');
  const { content: repeat } = await loadHome(page, variant);
  await context.close();
  return {
    tabBar,
    content,
    lcp,
    jsBytes: scripts.reduce((a, s) => a + s.bytes, 0),
    jsFiles: scripts.length,
    requests: before.filter((r) => !r.cached).length,
    byPackage,
    newRemote,
    loadedRemote,
    loadedAgain,
    afterPause,
    repeat,
  };
}
