// The bench's Lighthouse pass: Lighthouse's mobile defaults on home in each build, the builds
// alternating, every run in a fresh Chromium with a profile of its own, removed whatever happens.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { figuresOf } from './lighthouse-report.mjs';

// The launcher Lighthouse itself depends on and is tested with, not whatever copy npm hoists.
const launcherPath = createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher');
const { launch } = await import(pathToFileURL(launcherPath).href);

/** One Lighthouse run on `url`; `browserArgs` make Chromium trust the sites' certificate. */
async function audit(url, browserArgs) {
  const profile = mkdtempSync(path.join(tmpdir(), 'rental-bench-lighthouse-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  // The launcher's own Ctrl-C handler kills Chromium and exits, past any finally.
  process.on('exit', removeProfile);
  let chrome;
  try {
    chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...browserArgs],
      userDataDir: profile,
      logLevel: 'silent',
    });
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse on ${url}: no result`);
    return result.lhr;
  } finally {
    chrome?.kill();
    removeProfile();
    process.off('exit', removeProfile);
  }
}

/**
 * `runs` rounds of one run per variant. Returns each variant's figures and what Lighthouse says of
 * itself: its version, its settings and the warnings it gave.
 */
export async function lighthousePass(variants, { runs, browserArgs, onRound = () => undefined }) {
  const results = Object.fromEntries(variants.map((v) => [v.name, []]));
  const warnings = new Set();
  let last;
  for (let i = 0; i < runs; i += 1) {
    for (const variant of variants) {
      last = await audit(`${variant.url}/h5/#/`, browserArgs);
      results[variant.name].push(figuresOf(last));
      for (const warning of last.runWarnings) warnings.add(warning);
    }
    onRound(i + 1);
  }
  return {
    results,
    about: { version: last.lighthouseVersion, settings: last.configSettings, warnings: [...warnings] },
  };
}
