import { loadRemoteVersion, remoteStrings } from '../remotes/load-remote';
import { getRegistry } from '../remotes/registry';
import { findOwner } from '../remotes/route-owner';
import { normalizePath } from './normalize-path';
import { TABS } from './tab-routes';

let scheduled = false;

/** Past the first page's own images and calls (a couple of seconds), when the page is idle. */
function whenIdle(fn: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 5000 }) : fn();
  setTimeout(idle, 2000);
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Each tab page's remote, strings and page code, one after another, failures ignored. */
async function warmTabs(): Promise<void> {
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

/**
 * Once the first page has shown and the page is idle, the other tabs' pages are fetched, so a tab
 * switch finds them loaded; not on a connection that asks to save data.
 */
export function warmTabsWhenIdle(): void {
  if (scheduled || savesData()) return;
  scheduled = true;
  whenIdle(() => void warmTabs().catch(() => undefined));
}
