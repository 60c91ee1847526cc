import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { scaled } from '../support/time-scale';
import { nodeIn, workCopy } from '../support/work-copy';

test.describe.configure({ timeout: scaled(600_000) });

interface Taken {
  /** The file's path on the site, decoded (`h5/remotes/mf-catalog/1.0.0+a/remoteEntry.js`). */
  file: string;
  encoding: string;
  cacheControl: string;
  /** The body as sent. */
  bytes: number;
}

/** What the page takes from the network, not from the browser's cache: every script, as it came. */
async function networkLog(page: Page): Promise<{ taken: Taken[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<
    string,
    { file: string; encoding: string; cacheControl: string; cached: boolean; headers: number }
  >();
  const taken: Taken[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const file = decodeURIComponent(new URL(response.url).pathname).slice(1);
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const cached = Boolean(response.fromDiskCache || response.fromPrefetchCache);
    const encoding = String(headers['content-encoding'] ?? 'identity');
    // HTTP/1.1: what came by the time the response is known is its headers.
    const cacheControl = String(headers['cache-control'] ?? '');
    seen.set(requestId, { file, encoding, cacheControl, cached, headers: response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = seen.get(requestId);
    if (response && !response.cached && response.file.endsWith('.js'))
      taken.push({ ...response, bytes: encodedDataLength - response.headers });
  });
  return { taken, cdp };
}

/** A team's change: one style rule added in the copy, the app built there and deployed with the CLI. */
async function ship(copy: string, siteDir: string, app: string, stylesheet: string, rule: string): Promise<string> {
  appendFileSync(path.join(copy, stylesheet), `\n${rule}\n`);
  const built = await nodeIn(copy, ['scripts/build.mjs', app]);
  expect(built.code, built.out).toBe(0);
  const deployed = await nodeIn(copy, ['scripts/platform.mjs', 'deploy', app, '--no-build', '--site', siteDir]);
  expect(deployed.code, deployed.out).toBe(0);
  return deployed.out;
}

/** The CLI's line for the deltas it wrote against `version`. */
const deltasAgainst = (version: string) =>
  new RegExp(`renters of ${version.replace('+', '\\+')} take \\d+ changed scripts? as deltas`);

/**
 * A script that came as a delta: the very delta the deploy wrote against the script the renter had,
 * at most half of the script whole, and kept by no cache shared between renters (it is good only
 * with this browser's dictionary).
 */
function expectWrittenDelta(siteDir: string, delta: Taken, name: string): void {
  const folder = path.join(siteDir, `${delta.file}.dcz`);
  const written = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((rel) => statSync(path.join(folder, rel)))
    .filter((file) => file.isFile());
  expect(
    written.map((file) => file.size),
    name,
  ).toEqual([delta.bytes]);
  expect(delta.bytes, name).toBeLessThanOrEqual(readFileSync(path.join(siteDir, `${delta.file}.br`)).length / 2);
  expect(delta.cacheControl, name).toMatch(/^private,/);
}

/**
 * The catalog team ships a style fix on home (built in a copy of the project, deployed with the
 * CLI); a renter who had the version before comes back. Each of the new version's scripts that
 * changed comes as a delta against the one the browser kept, and home draws from them.
 */
test('what nginx sends a returning renter after a deploy: the changed scripts as deltas against those kept', async ({
  page,
  site,
  control,
}) => {
  // The control fixture puts the site back as it was once the test is done.
  void control;
  const copy = workCopy('dictionaries');
  try {
    const { taken } = await networkLog(page);
    const before = site.liveVersion('mf_catalog');
    const catalog = (version: string) => `h5/remotes/mf-catalog/${version}/`;
    await page.goto(`${site.appUrl}/h5/#/`);
    await expect(page.locator('.cat-home img').first()).toBeVisible();
    // A first visit takes each of the catalog's scripts once and whole, a dictionary from then on.
    const first = taken.filter((t) => t.file.startsWith(catalog(before)));
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((t) => t.encoding === 'dcz')).toEqual([]);
    expect(new Set(first.map((t) => t.file)).size).toBe(first.length);

    const said = await ship(
      copy.dir,
      site.dir,
      'mf-catalog',
      'mf-catalog/src/pages/home/home.css',
      '.cat-home { scroll-margin-top: 1px; }',
    );
    const after = site.liveVersion('mf_catalog');
    expect(after).not.toBe(before);
    expect(said).toMatch(deltasAgainst(before));

    taken.length = 0;
    await page.reload();
    await expect(page.locator('.cat-home img').first()).toBeVisible();
    await expect(page.locator('.cat-home')).toHaveCSS('scroll-margin-top', '1px');
    const name = (t: Taken) => t.file.slice(catalog(after).length);
    const deltas = taken.filter((t) => t.file.startsWith(catalog(after)) && t.encoding === 'dcz');
    // Home's chunk holding its styles changed, and so did the entry that names the chunks.
    expect(deltas.map(name)).toEqual(
      expect.arrayContaining(['remoteEntry.js', expect.stringMatching(/^tab-pages\.\w+\.js$/)]),
    );
    for (const delta of deltas) expectWrittenDelta(site.dir, delta, name(delta));
  } finally {
    copy.remove();
  }
});

/**
 * The shell's turn: a style rule added to its nav bar, the shell built and deployed; the renter comes
 * back to a page whose every script has a new address. Those the browser kept come as deltas.
 */
test('what nginx sends a returning renter after the shell’s deploy: its scripts as deltas against those kept', async ({
  page,
  site,
  control,
}) => {
  void control;
  const copy = workCopy('dictionaries-shell');
  try {
    const { taken } = await networkLog(page);
    const before = String(site.registry().shell.live);
    await page.goto(`${site.appUrl}/h5/#/`);
    await expect(page.locator('.cat-home img').first()).toBeVisible();

    const said = await ship(
      copy.dir,
      site.dir,
      'shell',
      'shell/src/layout/nav-bar.css',
      '.shell-nav-bar { scroll-margin-top: 1px; }',
    );
    const after = String(site.registry().shell.live);
    expect(after).not.toBe(before);
    expect(said).toMatch(deltasAgainst(before));

    taken.length = 0;
    await page.reload();
    await expect(page.locator('.cat-home img').first()).toBeVisible();
    const folder = `h5/shell/${after}/`;
    const name = (t: Taken) => t.file.slice(folder.length);
    // The files the page's HTML names, each as a delta.
    for (const first of ['main', 'boot', 'framework']) {
      const script = taken.find((t) => t.file.startsWith(`${folder}${first}.`));
      expect(script?.encoding, first).toBe('dcz');
      expectWrittenDelta(site.dir, script!, name(script!));
    }
  } finally {
    copy.remove();
  }
});
