import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

/**
 * The JavaScript a renter downloads before home shows its first product picture, gzipped as a
 * server without the build's brotli copies sends it (zlib's default level): at most 250 KB, in no
 * more files than today (the HTTP transport, axios, is one of them, named in the HTML beside the boot files),
 * so that no change adds to it unnoticed (`npm run bench` prints what was transferred, by package,
 * beside a monolith build's).
 */
const BUDGET_BYTES = 250 * 1024;
const BUDGET_FILES = 10;

test('the JavaScript before home content stays within its byte budget', async ({ page, open, control, site }) => {
  void control;
  const built = (url: string) =>
    readFileSync(path.join(site.dir, ...decodeURIComponent(new URL(url).pathname).split('/')));
  const gzipped = (url: string) => gzipSync(built(url), { level: 6 }).length;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { url: string; at: number; done: boolean }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // JS by what it is, whether a script tag or the shell's early fetch of a chunk asked for it.
    if (new URL(e.request.url).pathname.endsWith('.js')) {
      scripts.set(e.requestId, { url: e.request.url, at: e.wallTime * 1000, done: false });
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.done = true;
  });
  await open('');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.shell-page img')].some(
      (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
    ),
  );
  // On the browser's clock, when the first picture had arrived: what the page asked for after it (the
  // warm-up waits for it to be drawn) is not counted, however late this test hears of either.
  const shown = await page.evaluate(() => {
    const img = [...document.querySelectorAll<HTMLImageElement>('.shell-page img')].find(
      (i) => i.complete && i.naturalWidth > 0,
    );
    const entry = img && (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined);
    return performance.timeOrigin + (entry?.responseEnd ?? performance.now());
  });
  // What was asked for before home showed: the shell's boot files and the first route's, all known
  // from the builds; the idle warm-up of the other tabs comes later and is not counted.
  const asked = [...scripts.values()].filter((s) => s.at <= shown);
  await expect.poll(() => asked.every((s) => s.done)).toBe(true);
  // One file once, however many requests asked for it (an early fetch, then its script from cache).
  const before = [...new Set(asked.map((s) => s.url.split('?')[0]!))].map((url) => ({ url, bytes: gzipped(url) }));
  const total = before.reduce((sum, s) => sum + s.bytes, 0);
  const list = before
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`)
    .join('\n');
  expect(
    total,
    `JS before home content, ${(total / 1024).toFixed(1)} KB in ${before.length} files:\n${list}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(before.length, list).toBeLessThanOrEqual(BUDGET_FILES);
  // Each compiled by Chromium while it streams in, off the main thread, not function by function
  // as it first runs (V8's explicit compile hints; `npm run bench` measured it, see docs/performance.md).
  for (const { url } of before)
    expect(built(url).toString('utf8', 0, 40), url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});
