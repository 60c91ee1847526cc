import { randomBytes } from 'node:crypto';
import type { SiteStore } from './site-store';

/**
 * Who changed the registry, from which commit, with what command: one object per change beside the
 * registry generations (outside `h5/`, so never served to renters). One key per entry, written
 * if-none-match, so two writers never overwrite each other's line (append-only on S3 too).
 */
export const AUDIT_PREFIX = 'registry/audit/';
const NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.json$/;

export interface AuditEntry {
  at: string;
  who: string;
  commit: string | null;
  /** The command: `deploy`, `rollback`, `canary 10`, `promote`, `registry restore`; `--force` when given. */
  command: string;
  /** Registry name, or `shell`, or `registry` for a restore. */
  app: string;
  from: string | null;
  to: string | null;
  note: string | null;
  /** What a --force deploy went past (an older build, a gate's refusal), when it went past anything. */
  forced?: string[];
}

export async function appendAudit(store: SiteStore, entry: AuditEntry): Promise<void> {
  const key = `${AUDIT_PREFIX}${entry.at.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
  await store.write(key, Buffer.from(JSON.stringify(entry)), {
    contentType: 'application/json',
    cacheControl: 'no-cache',
    ifNoneMatch: '*',
  });
}

/** The audit entries, newest first, optionally of one app; unreadable entries are skipped. */
export async function readAudit(store: SiteStore, app?: string): Promise<AuditEntry[]> {
  const keys = (await store.list(AUDIT_PREFIX))
    .filter((key) => NAME.test(key.slice(AUDIT_PREFIX.length)))
    .sort()
    .reverse();
  const entries = await Promise.all(
    keys.map(async (key) => {
      const stored = await store.read(key);
      try {
        return stored ? (JSON.parse(stored.body.toString('utf8')) as AuditEntry) : null;
      } catch {
        return null;
      }
    }),
  );
  return entries.filter((e): e is AuditEntry => e !== null && (app === undefined || e.app === app));
}
