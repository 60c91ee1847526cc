import type { CandidateReason } from '@rental/platform/runtime';

export interface RemoteDiagnostics {
  loaded: { version: string; reason: CandidateReason; ms: number } | null;
  /** `cause`: what was thrown while loading, or `render` for a page that threw on its first render. */
  errors: { version: string; message: string; at: number; cause: unknown }[];
  fallbacks: { from: string[]; to: string; at: number }[];
}

const remotes = new Map<string, RemoteDiagnostics>();
const listeners = new Set<() => void>();
let version = 0;

function entry(remote: string): RemoteDiagnostics {
  let found = remotes.get(remote);
  if (!found) {
    found = { loaded: null, errors: [], fallbacks: [] };
    remotes.set(remote, found);
  }
  return found;
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** What this page load did with each remote: for the diagnostics panel and support staff. */
export const diagnostics = {
  loaded(remote: string, loaded: NonNullable<RemoteDiagnostics['loaded']>): void {
    entry(remote).loaded = loaded;
    changed();
  },
  failed(remote: string, version: string, message: string, cause: unknown): void {
    entry(remote).errors.push({ version, message, at: Date.now(), cause });
    changed();
  },
  fellBack(remote: string, from: string[], to: string): void {
    entry(remote).fallbacks.push({ from, to, at: Date.now() });
    changed();
  },
  snapshot(): ReadonlyMap<string, RemoteDiagnostics> {
    return remotes;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  revision: () => version,
};
