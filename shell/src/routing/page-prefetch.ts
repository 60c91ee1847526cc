import type { PageQuery, RemoteRoute } from '@rental/shared';

/** A page's data is on its way while its code downloads; a prefetch that throws is only skipped. */
export function startPrefetch(route: RemoteRoute, query: PageQuery): void {
  try {
    route.prefetch?.(query);
  } catch {
    // The page makes its own calls anyway.
  }
}
