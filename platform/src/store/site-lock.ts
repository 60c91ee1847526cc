import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { processAlive, type LockOwner } from './owned-lock';
import { PreconditionFailedError, type SiteStore } from './site-store';

/**
 * One lock per site, in the site itself (so it works on a folder and on S3 alike: created with
 * If-None-Match, removed when done), beside `h5/` and never served. Every registry write holds it
 * for its read-check-write, a prune for its whole decision and removal: a version is never named
 * while a prune may be removing it, nor removed once named.
 */
export const SITE_LOCK_KEY = 'registry/site.lock';

export interface SiteLockOptions {
  /** A lock from another host (or a reused pid) older than this is taken over. */
  staleMs?: number;
  waitMs?: number;
  notice?: (line: string) => void;
}

/** A prune of one remote is a few hundred removals: seconds; past this its owner is hung. */
const STALE_MS = 5 * 60_000;

interface SiteLockOwner extends LockOwner {
  token: string;
}

function parseOwner(body: Buffer): SiteLockOwner | null {
  try {
    return JSON.parse(body.toString('utf8')) as SiteLockOwner;
  } catch {
    return null;
  }
}

const describe = (o: LockOwner) => `pid ${o.pid} on ${o.host} (${o.command || 'a command'}, since ${o.since})`;

function takeOverReason(owner: SiteLockOwner | null, staleMs: number): string | null {
  if (!owner) return 'a site lock with no readable owner';
  if (owner.host === hostname() && !processAlive(owner.pid))
    return `the site lock of ${describe(owner)}, which is gone`;
  const age = Date.now() - Date.parse(owner.since);
  return !(age <= staleMs) ? `the site lock of ${describe(owner)}, held past ${Math.round(staleMs / 1000)} s` : null;
}

const defaultNotice = (line: string) => process.stderr.write(`${line}\n`);

export async function withSiteLock<T>(store: SiteStore, fn: () => Promise<T>, opts: SiteLockOptions = {}): Promise<T> {
  const { staleMs = STALE_MS, waitMs = 25, notice = defaultNotice } = opts;
  const owner: SiteLockOwner = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command: [path.basename(process.argv[1] ?? ''), ...process.argv.slice(2)].join(' '),
    token: randomUUID(),
  };
  let told = false;
  for (;;) {
    try {
      owner.since = new Date().toISOString();
      await store.write(SITE_LOCK_KEY, Buffer.from(JSON.stringify(owner)), {
        contentType: 'application/json',
        cacheControl: 'no-cache',
        ifNoneMatch: '*',
      });
      break;
    } catch (error) {
      if (!(error instanceof PreconditionFailedError)) throw error;
    }
    const found = await store.read(SITE_LOCK_KEY);
    if (!found) continue;
    const holder = parseOwner(found.body);
    const reason = takeOverReason(holder, staleMs);
    if (reason) {
      notice(`took over ${reason}: ${store.description}/${SITE_LOCK_KEY}`);
      await store.remove(SITE_LOCK_KEY);
      continue;
    }
    if (!told && holder) {
      notice(`waiting for ${describe(holder)} to release ${store.description}/${SITE_LOCK_KEY}`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  try {
    return await fn();
  } finally {
    // Only our own: a lock taken over from us (we were hung past staleMs) is its new owner's.
    const current = await store.read(SITE_LOCK_KEY);
    if (current && parseOwner(current.body)?.token === owner.token) await store.remove(SITE_LOCK_KEY);
  }
}
