import { IncompatibleRemoteError } from '../remotes/load-errors';

export const LOAD_PHASES = ['manifest', 'entry', 'chunk', 'gate'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** What one session met of one remote version (docs/api-contract.md, "Remote health reports"). */
export interface VersionHealth {
  remote: string;
  version: string;
  /** The device was served this version as a canary. */
  canary: boolean;
  /** Pages of this version shown: their code loaded and their first render passed. */
  pages: number;
  failed: Record<LoadPhase, number>;
  /** First renders that threw while another version could take the page. */
  renderErrors: number;
  /** Errors logged while its pages were shown (a first render no other version could take included). */
  errors: number;
  /** Times it served because a better-ranked version failed. */
  fallbacks: number;
  /** The session's first page's LCP, when this version drew it. */
  lcpMs: number | null;
  /** The slowest interaction on its pages. */
  inpMs: number | null;
}

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

export interface HealthReport {
  kind: 'remote-health';
  v: 1;
  session: string;
  sampled: number;
  remotes: VersionHealth[];
}

export const healthReport = (session: string, sampled: number, records: HealthRecords): HealthReport => ({
  kind: 'remote-health',
  v: 1,
  session,
  sampled,
  remotes: records.list(),
});
