import { existsSync } from 'node:fs';

/** Debian's Chromium: browser downloads don't work here, so nothing uses Playwright's own. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

/**
 * What the e2e suite drives: Debian's headless shell, Chromium's engine without the browser around
 * it (what Playwright itself runs headless): less CPU a test, which a small CI machine feels. A
 * browser named by CHROMIUM_PATH is used as it is.
 */
export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  const candidates = [process.env.CHROMIUM_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error(
      'chromium-headless-shell not found: apt-get install -y chromium-headless-shell (or set CHROMIUM_HEADLESS_SHELL)',
    );
  return found;
}

/** Without the background-networking flags Chromium floods the closed network with connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
