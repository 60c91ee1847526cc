import { prefetchRouteData } from '@rental/shared';
import { local, readJson, writeJson } from '../delivery/local-keys';
import { routeOfHash } from '../routing/normalize-path';
import { firstRouteData } from './route-assets';

const KEY = 'rental.first-route-data';

/**
 * The first page's data calls, once the renter's language is known: at once those its remote's
 * manifest listed when this route was last opened first (a repeat visit need not wait for the
 * registry and the manifest), then the manifest's own (a call already on its way is not sent
 * twice), remembered for next time. Only GETs of the app's own API are ever started.
 */
export function prefetchFirstRouteData(): void {
  const path = routeOfHash(window.location.hash);
  const stored = readJson(local, KEY);
  const remembered = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  prefetchRouteData(remembered[path]);
  void firstRouteData().then((calls) => {
    prefetchRouteData(calls);
    const { [path]: _was, ...others } = remembered;
    writeJson(local, KEY, Array.isArray(calls) ? { ...others, [path]: calls } : others);
  });
}
