import { existsSync, statfsSync } from 'node:fs';

/** The first of `candidates` that exists; otherwise an error naming the package that brings it. */
function firstExisting(candidates, missing) {
  const found = candidates.filter(Boolean).find((p) => existsSync(p));
  if (!found) throw new Error(missing);
  return found;
}

/** Debian's Chromium: browser downloads don't work here, so nothing uses Playwright's own. */
export function chromiumPath() {
  return firstExisting(
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    'Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)',
  );
}

/**
 * What the e2e suite drives: Debian's headless shell, Chromium's engine without the browser around
 * it (what Playwright itself runs headless): less CPU a test, which a small CI machine feels. A
 * browser named by CHROMIUM_PATH is used as it is.
 */
export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  return firstExisting(
    [process.env.CHROMIUM_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell'],
    'chromium-headless-shell not found: apt-get install -y chromium-headless-shell (or set CHROMIUM_HEADLESS_SHELL)',
  );
}

/**
 * Whether /dev/shm can hold Chromium's shared memory. A container's is often 64 MB, too small: there
 * Chromium is told to use the temp dir instead, which on a disk costs every frame a file write.
 */
function roomyShm() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 512 * 1024 * 1024;
  } catch {
    return false;
  }
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
  ...(roomyShm() ? [] : ['--disable-dev-shm-usage']),
];
