import { switchOver } from '@rental/platform/runtime';
import { afterFirstPage, readyRouteData } from '@rental/shared';
import { isRemoteLoaded, loadRemoteVersion, remoteStrings } from '../remotes/load-remote';
import { getRegistry } from '../remotes/registry';
import { routeCallsIn, routeFilesIn } from '../remotes/route-assets';
import { findOwner } from '../remotes/route-owner';
import { normalizePath } from './normalize-path';
import { openedPaths, wasOpened } from './opened-pages';
import { markReady } from './ready-tabs';
import { warmEachTab } from './renter-first';
import { TABS, type TabDef } from './tab-routes';

/**
 * A tab page's remote, strings and page code into memory, and the calls its page makes first, as
 * the registry's copy of its manifest lists them (so the tab opens with its data). Whether all
 * came in; a failure is ignored.
 */
async function bringTab(tab: TabDef): Promise<boolean> {
  try {
    const owner = findOwner(await getRegistry(), tab.path);
    const candidate = owner.kind === 'registered' ? owner.choice.candidates[0] : undefined;
    // Switched off by its team: the tab shows the shell's notice, which needs nothing brought in.
    if (!candidate || owner.kind !== 'registered' || switchOver(owner.choice.record, tab.path)) return false;
    const data = candidate.manifest ? readyRouteData(routeCallsIn(candidate.manifest, tab.path)) : undefined;
    const remote = await loadRemoteVersion(owner.choice.name, candidate, false, tab.path);
    const route = remote.routes.find((r) => normalizePath(r.path) === tab.path);
    if (!route) return false;
    await Promise.all([remoteStrings(remote), route.load(), data]);
    return true;
  } catch {
    // A tab whose remote can't load now tries again, and says so, when the renter opens it.
    return false;
  }
}

/** A tab page brought in (`bringTab`), then ready to be prepared out of sight. */
export async function warmTab(tab: TabDef): Promise<void> {
  if (await bringTab(tab)) markReady(tab);
}

/** Each tab page not opened yet, one after another, after what the renter asked for (see `warmEachTab`). */
export const warmTabs = (): Promise<void> => warmEachTab(warmTab);

const afterFirstScreen = () => new Promise<void>((go) => afterFirstPage(go));

/** Whether every file of the tab's page came with a page already opened (its remote builds them as one). */
export function codeCameWith(manifest: unknown, tab: TabDef): boolean {
  const files = routeFilesIn(manifest, tab.path);
  const opened = new Set(openedPaths().flatMap((path) => routeFilesIn(manifest, path)));
  return files.length > 0 && files.every((file) => opened.has(file));
}

/**
 * The tabs whose page's code came with the first page (mf-catalog builds home and categories as one
 * file): their first calls, a kilobyte, go out as the first page renders, not behind its pictures
 * and the renter's first tap elsewhere as the rest of the warm-up does (categories tapped right
 * after mine found nothing of its own in: 0.37 s). Drawing them out of sight waits for the first
 * screen, whose own drawing it would slow on a slow phone. A tab whose code is still to come (mine's
 * remote serves customer service from files of their own) waits for the warm-up.
 */
export async function warmLoadedTabs(): Promise<void> {
  const registry = await getRegistry();
  const near = (tab: TabDef) => {
    const owner = findOwner(registry, tab.path);
    const candidate = owner.kind === 'registered' ? owner.choice.candidates[0] : undefined;
    return (
      owner.kind === 'registered' &&
      candidate !== undefined &&
      isRemoteLoaded(owner.choice.name, candidate) &&
      codeCameWith(candidate.manifest, tab)
    );
  };
  await Promise.all(
    TABS.filter((tab) => !wasOpened(tab.path) && near(tab)).map(async (tab) => {
      if (!(await bringTab(tab))) return;
      await afterFirstScreen();
      markReady(tab);
    }),
  );
}
