import { readyRouteData } from '@rental/shared';
import { loadRemoteVersion, remoteStrings } from '../remotes/load-remote';
import { getRegistry } from '../remotes/registry';
import { routeCallsIn } from '../remotes/route-assets';
import { findOwner } from '../remotes/route-owner';
import { normalizePath } from './normalize-path';
import { markReady } from './ready-tabs';
import { warmEachTab } from './renter-first';
import type { TabDef } from './tab-routes';

/**
 * A tab page's remote, strings and page code into memory, and the calls its page makes first, as
 * the registry's copy of its manifest lists them (so the tab opens with its data); once all are in,
 * the page is ready to be prepared out of sight. A failure is ignored.
 */
export async function warmTab(tab: TabDef): Promise<void> {
  try {
    const owner = findOwner(await getRegistry(), tab.path);
    const candidate = owner.kind === 'registered' ? owner.choice.candidates[0] : undefined;
    if (!candidate || owner.kind !== 'registered') return;
    const data = candidate.manifest ? readyRouteData(routeCallsIn(candidate.manifest, tab.path)) : undefined;
    const remote = await loadRemoteVersion(owner.choice.name, candidate, false, tab.path);
    const route = remote.routes.find((r) => normalizePath(r.path) === tab.path);
    if (!route) return;
    await Promise.all([remoteStrings(remote), route.load(), data]);
    markReady(tab);
  } catch {
    // A tab whose remote can't load now tries again, and says so, when the renter opens it.
  }
}

/** Each tab page not opened yet, one after another, after what the renter asked for (see `warmEachTab`). */
export const warmTabs = (): Promise<void> => warmEachTab(warmTab);
