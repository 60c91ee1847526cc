import type { RegistryDoc } from '@rental/platform/runtime';
import { loadedRegistry, onRegistry, refreshRegistryIfStale } from '../remotes/registry';
import { disabledRoute } from '../remotes/route-owner';
import { setRouteNotices } from '../routing/route-notices';

/**
 * The teams' kill switches (`disable`) reach the pages: each registry read that differs redraws the
 * routes it switched off or on; a page opened or shown again, or the app back in the foreground,
 * has a registry older than `REGISTRY_MAX_AGE_MS` read again (a 304 when nothing changed).
 */
export function followKillSwitches(): void {
  const follow = (doc: RegistryDoc | null) =>
    setRouteNotices({ at: (path) => disabledRoute(doc, path), shown: refreshRegistryIfStale });
  follow(loadedRegistry());
  onRegistry(follow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshRegistryIfStale();
  });
}
