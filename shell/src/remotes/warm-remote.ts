// Runs before the async boundary: only type imports from shared modules.
import { switchOver, type RegistryDoc } from '@rental/platform/runtime';
import { routeOfHash } from '../routing/normalize-path';
import { TABS } from '../routing/tab-routes';
import { noFirstRouteData, warmFirstRoute, warmManifest } from './route-assets';
import { findOwner } from './route-owner';

/**
 * Starts downloading what the first route needs from the version of its remote this device will
 * run, while the shell's own chunks are still arriving; the loader then finds it all in the cache.
 */
export function warmRemoteFor(hash: string, registry: RegistryDoc): void {
  const path = routeOfHash(hash);
  const owner = findOwner(registry, path);
  // A route switched off by its team shows the shell's notice: nothing of its remote is needed.
  const first =
    owner.kind === 'registered' && !switchOver(owner.choice.record, path) ? owner.choice.candidates[0] : undefined;
  if (first && owner.kind === 'registered') warmFirstRoute(owner.choice.name, first, path);
  else noFirstRouteData();
  for (const tab of TABS) {
    const tabOwner = findOwner(registry, tab.path);
    const candidate = tabOwner.kind === 'registered' ? tabOwner.choice.candidates[0] : undefined;
    if (candidate && candidate.entry !== first?.entry) warmManifest(candidate);
  }
}
