import type { HealthReport, LoadPhase, SessionVersionHealth } from '@rental/platform/runtime';
import { IncompatibleRemoteError } from '../remotes/load-errors';

export type { LoadPhase };
/** What one tab session met of one remote version. */
export type VersionHealth = SessionVersionHealth;

const message = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * Where a load failed, from what was thrown: the manifest's own messages and the browser's failed
 * fetch (only the manifest is fetched; entry and chunks are scripts), the gate's refusals, webpack's
 * failed chunk, and the rest is the entry (the runtime loading it, or its route table).
 */
export function loadPhase(cause: unknown): LoadPhase {
  const text = message(cause);
  if (cause instanceof IncompatibleRemoteError || text.startsWith('manifest names files on origins')) return 'gate';
  if (text.startsWith('manifest ')) return 'manifest';
  if (cause instanceof TypeError && /fetch|network|load failed/i.test(text)) return 'manifest';
  if (cause instanceof Error && (cause.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(text))) return 'chunk';
  return 'entry';
}

const blank = (remote: string, version: string): VersionHealth => ({
  remote,
  version,
  canary: false,
  pages: 0,
  failed: { manifest: 0, entry: 0, chunk: 0, gate: 0 },
  renderErrors: 0,
  errors: 0,
  fallbacks: 0,
  lcpMs: null,
  inpMs: null,
});

/** A session's figures per remote version, kept as the session goes. */
export class HealthRecords {
  private readonly byKey = new Map<string, VersionHealth>();

  constructor(seed: readonly VersionHealth[] = []) {
    for (const record of seed) this.byKey.set(`${record.remote}@${record.version}`, record);
  }

  of(remote: string, version: string): VersionHealth {
    const key = `${remote}@${version}`;
    let found = this.byKey.get(key);
    if (!found) {
      found = blank(remote, version);
      this.byKey.set(key, found);
    }
    return found;
  }

  /** `remote@version` as the log context names it; null for the shell's own pages. */
  ofLabel(label: string): VersionHealth | null {
    const at = label.indexOf('@');
    return at > 0 ? this.of(label.slice(0, at), label.slice(at + 1)) : null;
  }

  page(remote: string, version: string): void {
    this.of(remote, version).pages += 1;
  }

  failure(remote: string, version: string, cause: unknown): void {
    const record = this.of(remote, version);
    if (cause === 'render') {
      record.renderErrors += 1;
      // Its code had loaded (counted as a page when seen), but the renter never saw the page.
      record.pages = Math.max(0, record.pages - 1);
    } else record.failed[loadPhase(cause)] += 1;
  }

  interaction(label: string, ms: number): void {
    const record = this.ofLabel(label);
    if (record) record.inpMs = Math.max(record.inpMs ?? 0, Math.round(ms));
  }

  list(): VersionHealth[] {
    return [...this.byKey.values()];
  }
}

export const healthReport = (session: string, sampled: number, records: HealthRecords): HealthReport => ({
  kind: 'remote-health',
  v: 1,
  session,
  sampled,
  remotes: records.list(),
});
