import { PAGE_LOAD_TIMEOUT_MS, withTimeout } from '../remotes/load-errors';
import { countPageLoad } from './renter-first';
import type { ResolvedPage } from './resolve-page';

/**
 * A page on its way, bounded by the load timeout. Its failure belongs to the render that awaits it
 * (the route's error boundary shows it); a render React drops before it gets there, because a newer
 * navigation interrupted it, leaves nobody listening, and that must not surface as an unhandled
 * rejection (the monkey test found them after quick taps on a failing route). Work ahead of the
 * renter waits while it loads (`renterFirst`).
 */
export function pendingPage(resolve: () => Promise<ResolvedPage>): Promise<ResolvedPage> {
  const pending = withTimeout(resolve(), PAGE_LOAD_TIMEOUT_MS);
  pending.catch(() => undefined);
  countPageLoad(pending);
  return pending;
}
