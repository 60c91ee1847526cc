import { loadRemoteVersion, remoteStrings } from '../remotes/load-remote';
import { getRegistry } from '../remotes/registry';
import { findOwner } from '../remotes/route-owner';
import { normalizePath } from './normalize-path';
import { TABS } from './tab-routes';

/** Each tab page's remote, strings and page code, one after another, failures ignored. */
export async function warmTabs(): Promise<void> {
  const registry = await getRegistry();
  for (const tab of TABS) {
    const owner = findOwner(registry, tab.path);
    const candidate = owner.kind === 'registered' ? owner.choice.candidates[0] : undefined;
    if (!candidate || owner.kind !== 'registered') continue;
    try {
      const remote = await loadRemoteVersion(owner.choice.name, candidate, false, tab.path);
      const route = remote.routes.find((r) => normalizePath(r.path) === tab.path);
      await Promise.all([remoteStrings(remote), route?.load()]);
    } catch {
      // A tab whose remote can't load now tries again, and says so, when the renter opens it.
    }
  }
}
