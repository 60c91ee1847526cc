// One build or deploy-from-dist at a time on this checkout: two runs writing or copying the same
// dist folders at once would deploy half-written bundles. The lock knows its owner: a build that
// died holding it (Ctrl-C, a crash) leaves a lock the next command takes at once; a live one is
// waited for, and the wait says whose it is and for how long it has waited.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { root } from './apps.mjs';

// RENTAL_BUILD_LOCK: tests put the lock elsewhere, never on a checkout a developer is building.
const LOCK = process.env.RENTAL_BUILD_LOCK ?? path.join(root, '.build-lock');
const OWNER = path.join(LOCK, 'owner.json');
// Another host's owner cannot be checked (a shared folder): its lock is taken after this long.
const STALE_MS = 15 * 60_000;
const UNOWNED_GRACE_MS = 2_000;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

function found() {
  let ageMs;
  try {
    ageMs = Date.now() - statSync(LOCK).mtimeMs;
  } catch {
    return null;
  }
  try {
    return { owner: JSON.parse(readFileSync(OWNER, 'utf8')), ageMs };
  } catch {
    return { owner: null, ageMs };
  }
}

const whose = (o) => `pid ${o.pid} on ${o.host} (${o.command || 'a build'}, since ${o.since})`;

/** Takes the lock, or says why not yet: `{ taken }`, `{ waitingOn }`. */
function tryTake() {
  try {
    mkdirSync(LOCK);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const lock = found();
    if (!lock) return {};
    const { owner, ageMs } = lock;
    const dead = owner ? owner.host === hostname() && !alive(owner.pid) : ageMs > UNOWNED_GRACE_MS;
    if (dead || ageMs > STALE_MS) {
      console.error(`build: took over ${owner ? `the build lock of ${whose(owner)}` : 'a build lock with no owner'}`);
      rmSync(LOCK, { recursive: true, force: true });
      return {};
    }
    return { waitingOn: owner };
  }
  const since = new Date().toISOString();
  writeFileSync(
    OWNER,
    JSON.stringify({
      pid: process.pid,
      host: hostname(),
      since,
      command: [path.basename(process.argv[1] ?? ''), ...process.argv.slice(2)].join(' '),
    }),
  );
  return { taken: true };
}

export async function withBuildLock(fn) {
  const started = Date.now();
  let lastSaid = 0;
  for (let state = tryTake(); !state.taken; state = tryTake()) {
    if (state.waitingOn && Date.now() - lastSaid >= 5_000) {
      const waited = Math.round((Date.now() - started) / 1000);
      console.error(`build: waiting for ${whose(state.waitingOn)} · ${waited} s`);
      lastSaid = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
