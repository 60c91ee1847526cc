import { loadRemoteVersion, remoteStrings } from '../remotes/load-remote';
import { getRegistry } from '../remotes/registry';
import { findOwner } from '../remotes/route-owner';
import { normalizePath } from './normalize-path';
import { TABS, type TabDef } from './tab-routes';

/** A tab page's remote, strings and page code, into memory; a failure is ignored. */
export async function warmTab(tab: TabDef): Promise<void> {
  try {
    const owner = findOwner(await getRegistry(), tab.path);
    const candidate = owner.kind === 'registered' ? owner.choice.candidates[0] : undefined;
    if (!candidate || owner.kind !== 'registered') return;
    const remote = await loadRemoteVersion(owner.choice.name, candidate, false, tab.path);
    const route = remote.routes.find((r) => normalizePath(r.path) === tab.path);
    await Promise.all([remoteStrings(remote), route?.load()]);
  } catch {
    // A tab whose remote can't load now tries again, and says so, when the renter opens it.
  }
}

/** Each tab page, one after another. */
export async function warmTabs(): Promise<void> {
  for (const tab of TABS) await warmTab(tab);
}
