// One build or deploy-from-dist at a time on this checkout: two runs writing or copying the same
// dist folders at once would deploy half-written bundles.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const LOCK = path.join(root, '.build-lock');
const STALE_MS = 15 * 60_000;

function tryTake() {
  try {
    mkdirSync(LOCK);
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
    } catch {
      // taken and released between the two calls: try again
    }
    return false;
  }
}

export async function withBuildLock(fn) {
  while (!tryTake()) await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
