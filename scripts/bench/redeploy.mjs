// npm run bench:redeploy: what a returning renter downloads again after one team's deploy. A renter
// opens home under the bench's phone profile and stays while the app fetches ahead; then mf-catalog
// ships a new version (one style rule added to home, built in a copy of the checkout and deployed
// with the real CLI); the renter comes back. Prints every file the return visit took from the
// network rather than the browser's cache, its bytes as sent, and, for each script of the new
// version that has a counterpart in the version the renter has, what it would weigh as a
// compression-dictionary delta against it (zstd --patch-from: Chromium's `dcz` encoding). Needs
// the builds `npm run build` makes; removes the copy and the site whatever happens.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
/** The Chromium `dcz` header: its magic number and the dictionary's SHA-256. */
const DCZ_HEADER_BYTES = 8 + 32;
const CHANGED_FILE = path.join('mf-catalog', 'src', 'pages', 'home', 'home.css');

/** A visit to home: it shows, then the renter stays. Returns what the network answered. */
async function visit(page, cdp, url) {
  const requests = recordRequests(cdp);
  await page.goto(`${url}/h5/#/`, { waitUntil: 'commit' });
  await until(page, HOME_CONTENT);
  await page.waitForTimeout(LINGER_MS);
  const fromNetwork = [...requests.values()].filter((r) => !r.cached && r.done !== null && r.bytes > 0);
  cdp.removeAllListeners();
  return fromNetwork.map((r) => ({ path: decodeURIComponent(new URL(r.url).pathname), bytes: r.bytes }));
}

/** `tab-pages.87bafe4c.js` → `tab-pages`; `remoteEntry.js` stays itself. */
const stem = (file) => file.replace(/\.[0-9a-f]{8,}\.js$/, '');

/** Bytes of `file` as a zstd delta against `dictionary` (at the level a build step would use). */
function deltaBytes(file, dictionary) {
  if (!hasZstd) return Infinity;
  const out = execFileSync('zstd', ['-19', '-q', '-c', `--patch-from=${dictionary}`, file], {
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out.length + DCZ_HEADER_BYTES;
}

const hasZstd = (() => {
  try {
    execFileSync('zstd', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    console.error('zstd is not installed (Debian: apt-get install zstd): no dictionary deltas');
    return false;
  }
})();

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

  const versions = path.join(site, 'h5', 'remotes', 'mf-catalog');
  const byAge = readdirSync(versions)
    .filter((v) => statSync(path.join(versions, v)).isDirectory())
    .sort((a, b) => statSync(path.join(versions, a)).mtimeMs - statSync(path.join(versions, b)).mtimeMs);
  const [previous, current] = byAge.slice(-2);
  const previousFiles = new Map(readdirSync(path.join(versions, previous)).map((f) => [stem(f), f]));

  const rows = [];
  let total = 0;
  let withDictionaries = 0;
  for (const { path: urlPath, bytes } of again) {
    total += bytes;
    const file = path.basename(urlPath);
    const inNew = urlPath.includes(`/mf-catalog/${current}/`) && file.endsWith('.js');
    const old = inNew ? previousFiles.get(stem(file)) : undefined;
    const newPath = path.join(versions, current, file);
    const oldPath = old && path.join(versions, previous, old);
    // A chunk whose number changed: the closest of the old version's scripts (a dictionary's URL
    // pattern can name them all).
    const delta = !inNew
      ? null
      : oldPath
        ? deltaBytes(newPath, oldPath)
        : Math.min(
            ...[...previousFiles.values()]
              .filter((f) => f.endsWith('.js'))
              .map((f) => deltaBytes(newPath, path.join(versions, previous, f))),
          );
    const unchanged = oldPath !== undefined && readFileSync(newPath).equals(readFileSync(oldPath));
    const note = unchanged ? 'same bytes, new address' : oldPath ? 'changed' : inNew ? 'new name' : '';
    withDictionaries += delta === null ? bytes : Math.min(bytes, delta);
    rows.push(`| ${urlPath} | ${kb(bytes)} | ${note} | ${Number.isFinite(delta) ? kb(delta) : ''} |`);
  }
  console.log(
    [
      `A returning renter after mf-catalog's deploy (${previous} → ${current}), home and ${LINGER_MS / 1000} s on it; profile ${PROFILE.downKbps} kbps down, ${PROFILE.latency} ms.`,
      `First visit: ${first.length} files, ${kb(first.reduce((a, r) => a + r.bytes, 0))} from the network.`,
      '',
      '| from the network on return | as sent | | as a dictionary delta |',
      '|---|---:|---|---:|',
      ...rows,
      '',
      `Return visit: ${again.length} files, ${kb(total)} (${ms(total)} at the profile's downlink); with compression dictionaries ${kb(withDictionaries)} (${ms(withDictionaries)}).`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await sites.close();
  removeCopy();
}
