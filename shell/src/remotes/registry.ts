// Runs before the async boundary (see index.ts): no shared modules here.
import { parseServedRegistry, type RegistryDoc } from '@rental/platform/runtime';

export class RegistryUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`remote registry unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RegistryUnavailableError';
  }
}

/** Beside the live shell's `index.html`, whichever shell version the page runs. */
export function registryUrl(): string {
  return new URL('/h5/remotes.json', window.location.origin).href;
}

/**
 * How old the registry a navigation uses may be. Older, it is read again, revalidated with its etag
 * (the server answers 304, a few hundred bytes, when nothing changed), so a kill switch or a
 * rollback reaches an open tab at its next navigation rather than at its next reload.
 */
export const REGISTRY_MAX_AGE_MS = 30_000;
/** A navigation waits this long at most for that re-read, then goes on with the registry it has. */
export const REREAD_WAIT_MS = 2_000;

/** `?preview=<name>` on the page or hash URL, read once: the hash's query goes at the next navigation. */
export const previewParam = /[?&]preview=([^&#]+)/.exec(window.location.href)?.[1];

let pending: Promise<RegistryDoc> | null = null;
let latest: RegistryDoc | null = null;
let readAt = 0;
let rereading: Promise<RegistryDoc> | null = null;
const listeners = new Set<(doc: RegistryDoc) => void>();

async function read(revalidate: boolean): Promise<RegistryDoc> {
  const res = await fetch(registryUrl(), revalidate ? { cache: 'no-cache' } : {});
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const json: unknown = await res.json();
  const doc = parseServedRegistry(json);
  // Loaded only for a preview link: renters' boot carries none of it.
  if (previewParam) (await import('../delivery/preview')).applyPreview(json, doc, previewParam);
  latest = doc;
  readAt = performance.now();
  for (const listener of listeners) listener(doc);
  return doc;
}

const isStale = () => performance.now() - readAt > REGISTRY_MAX_AGE_MS;

/** One re-read at a time; one that fails leaves the registry in hand, and the next navigation tries again. */
function reread(held: RegistryDoc): Promise<RegistryDoc> {
  rereading ??= read(true)
    .catch(() => held)
    .finally(() => (rereading = null));
  return rereading;
}

/**
 * The registry: fetched once per page load, and again (past the browser's copy, with its etag) when
 * older than `REGISTRY_MAX_AGE_MS`, the navigation then waiting `REREAD_WAIT_MS` at most for it (it
 * still lands, for the next page); `refresh` fetches it at once (a retry after a failed deploy).
 * The first fetch takes the page's preload of it (same URL and mode; the server's `no-cache`
 * already has it revalidated).
 */
export function getRegistry(refresh = false): Promise<RegistryDoc> {
  const held = latest;
  if (held && !refresh) {
    if (!isStale()) return Promise.resolve(held);
    return Promise.race([reread(held), new Promise<RegistryDoc>((go) => setTimeout(go, REREAD_WAIT_MS, held))]);
  }
  if (!pending || refresh) {
    pending = read(refresh).catch((error: unknown) => {
      pending = null;
      throw new RegistryUnavailableError(error);
    });
  }
  return pending;
}

/** A page shown again, or the app back in the foreground: the registry is read again if it is old. */
export function refreshRegistryIfStale(): void {
  if (latest && isStale()) void reread(latest);
}

/** Each registry read (a deploy, a rollback or a kill switch may have changed it). */
export function onRegistry(listener: (doc: RegistryDoc) => void): void {
  listeners.add(listener);
}

/** What the page loaded last, for diagnostics; null until it arrives. */
export const loadedRegistry = (): RegistryDoc | null => latest;
