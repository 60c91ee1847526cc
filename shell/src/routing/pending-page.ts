import type { PageQuery } from '@rental/shared';
import { badReason } from '../delivery/session-health';
import { PAGE_LOAD_TIMEOUT_MS, withTimeout } from '../remotes/load-errors';
import { startPrefetch } from './page-prefetch';
import { countPageLoad } from './renter-first';
import type { PageResolver } from './page-resolver';
import type { ResolvedPage } from './resolve-page';

/** A page that has loaded, marked the way React's `use` reads a promise without suspending. */
type LoadedPagePromise = Promise<ResolvedPage> & { status: 'fulfilled'; value: ResolvedPage };

/** By resolver: what one way of finding pages found is its own. */
const found = new WeakMap<PageResolver, Map<string, LoadedPagePromise>>();

function loadedBy(resolver: PageResolver): Map<string, LoadedPagePromise> {
  let pages = found.get(resolver);
  if (!pages) {
    pages = new Map();
    found.set(resolver, pages);
  }
  return pages;
}

/**
 * Marks the promise as it settles, the way React's `use` reads one without suspending, and keeps a
 * loaded page for the next visit. Registered before anyone else listens, so whoever hears of the
 * outcome finds it marked.
 */
function remember(loaded: Map<string, LoadedPagePromise>, path: string, pending: Promise<ResolvedPage>): void {
  pending.then(
    (page) => loaded.set(path, Object.assign(pending, { status: 'fulfilled' as const, value: page })),
    (reason: unknown) => void Object.assign(pending, { status: 'rejected' as const, reason }),
  );
}

/** Whether the page's load has settled (as `remember` marked it): drawing it suspends nothing. */
export const hasSettled = (pending: Promise<ResolvedPage>): boolean => {
  const { status } = pending as { status?: string };
  return status === 'fulfilled' || status === 'rejected';
};

/**
 * The page at a path that has loaded before in this page load, if its version is still one this
 * device runs: React draws it in the tap's own render. A page awaited afresh, even one whose code
 * is in, shows the route's loading state first, and React then holds the page back until that
 * state has been up 300 ms (its throttle against flashing): the categories tab, its code and data
 * in, took 0.37 s to show.
 */
function loadedAt(loaded: Map<string, LoadedPagePromise>, path: string): LoadedPagePromise | undefined {
  const known = loaded.get(path);
  if (known && badReason(known.value.name, known.value.version) === undefined) return known;
  loaded.delete(path);
  return undefined;
}

interface Options {
  /** The renter's retry: whatever loaded before is asked for again. */
  fresh?: boolean;
  /** The visit's query, for the page's first calls when its code is in already. */
  query?: PageQuery;
}

/**
 * A page on its way, bounded by the load timeout. Its failure belongs to the render that awaits it
 * (the route's error boundary shows it); a render React drops before it gets there, because a newer
 * navigation interrupted it, leaves nobody listening, and that must not surface as an unhandled
 * rejection (the monkey test found them after quick taps on a failing route). Work ahead of the
 * renter waits while it loads (`renterFirst`). A page loaded before comes back loaded (`loadedAt`).
 */
export function pendingPage(
  resolvePage: PageResolver,
  path: string,
  { fresh = false, query = {} }: Options = {},
): Promise<ResolvedPage> {
  const loaded = loadedBy(resolvePage);
  if (fresh) loaded.delete(path);
  const known = loadedAt(loaded, path);
  if (known) {
    startPrefetch(known.value.route, query);
    return known;
  }
  const pending = withTimeout(resolvePage(path, fresh, query), PAGE_LOAD_TIMEOUT_MS);
  pending.catch(() => undefined);
  remember(loaded, path, pending);
  countPageLoad(pending);
  return pending;
}

/**
 * A page the renter is about to open (a finger is on its tab): loaded now, so that when its code
 * is in already the tap draws it at once.
 */
export function preparePage(resolvePage: PageResolver, path: string): void {
  const loaded = loadedBy(resolvePage);
  if (loadedAt(loaded, path)) return;
  const pending = resolvePage(path, false);
  pending.catch(() => undefined);
  remember(loaded, path, pending);
}
