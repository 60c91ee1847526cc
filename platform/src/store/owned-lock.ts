import { promises as fs } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds a lock: written inside the lock folder as soon as it is taken. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
  command: string;
}

export interface LockOptions {
  /** A lock whose owner cannot be checked (another host, a reused pid) is taken after this long. */
  staleMs: number;
  waitMs: number;
  /** Told once when the command starts waiting on a live owner, and once when it takes a dead one's lock. */
  notice?: (line: string) => void;
}

const OWNER_FILE = 'owner.json';
/** Between the folder and its owner file a taker may still be writing; after this, nobody is. */
const UNOWNED_GRACE_MS = 2_000;

/** Whether a process of this host is still running (EPERM: running, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    return JSON.parse(text) as LockOwner;
  } catch {
    return null; // written half when its process died
  }
}

async function ownerOf(lock: string): Promise<{ owner: LockOwner | null; ageMs: number } | null> {
  const stat = await fs.stat(lock).catch(() => null);
  if (!stat) return null;
  const text = await fs.readFile(path.join(lock, OWNER_FILE), 'utf8').catch(() => null);
  return { owner: text ? parseOwner(text) : null, ageMs: Date.now() - stat.mtimeMs };
}

const describe = (owner: LockOwner) =>
  `pid ${owner.pid} on ${owner.host} (${owner.command || 'a command'}, since ${owner.since})`;

/** Why a lock found taken may be taken over now, or null while its owner may still be at work. */
function takeOverReason(found: { owner: LockOwner | null; ageMs: number }, staleMs: number): string | null {
  const { owner, ageMs } = found;
  if (!owner) return ageMs > UNOWNED_GRACE_MS ? 'a lock with no owner recorded' : null;
  if (owner.host === hostname() && !processAlive(owner.pid)) return `the lock of ${describe(owner)}, which is gone`;
  return ageMs > staleMs ? `the lock of ${describe(owner)}, held past ${Math.round(staleMs / 1000)} s` : null;
}

/**
 * A lock folder that knows its owner. A command that dies holding it (Ctrl-C, a crash) leaves a
 * lock the next command takes at once, because its process is gone; a live owner is waited for,
 * and the wait says who it is.
 */
export async function withOwnedLock<T>(lock: string, options: LockOptions, fn: () => Promise<T>): Promise<T> {
  let told = false;
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = await ownerOf(lock);
    if (!found) continue;
    const reason = takeOverReason(found, options.staleMs);
    if (reason) {
      options.notice?.(`took over ${reason}: ${lock}`);
      await fs.rm(lock, { recursive: true, force: true });
      continue;
    }
    if (!told && found.owner) {
      options.notice?.(`waiting for ${describe(found.owner)} to release ${lock}`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, options.waitMs));
  }
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command: [path.basename(process.argv[1] ?? ''), ...process.argv.slice(2)].join(' '),
  };
  await fs.writeFile(path.join(lock, OWNER_FILE), JSON.stringify(owner));
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
