import type { RegistryDoc } from '@rental/platform/runtime';
import { loadedRegistry, onRegistry, refreshRegistryIfStale } from '../remotes/registry';
import { routeNotice } from '../remotes/route-owner';
import { setRouteNotices } from '../routing/route-notices';

/**
 * The teams' kill switches (`disable`) and rollbacks reach open tabs: each registry read redraws the
 * routes switched off or on, and those of a remote whose code here is a version no longer offered;
 * a page opened or shown again, or the app back in the foreground, has a registry older than
 * `REGISTRY_MAX_AGE_MS` read again (a 304 when nothing changed).
 */
export function followKillSwitches(): void {
  const follow = (doc: RegistryDoc | null) =>
    setRouteNotices({ at: (path) => routeNotice(doc, path), shown: refreshRegistryIfStale });
  follow(loadedRegistry());
  onRegistry(follow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshRegistryIfStale();
  });
}
