import { whenIdle } from '@rental/shared';
import { wasOpened } from './opened-pages';
import { TABS, type TabDef } from './tab-routes';

// Pages the renter asked for that are still loading, and the work ahead of the renter waiting on them.
let loading = 0;
const waiting: (() => void)[] = [];

/** A page the renter asked for is on its way: work ahead waits until it is in (or failed). */
export function countPageLoad(page: Promise<unknown>): void {
  loading += 1;
  const done = () => {
    loading -= 1;
    if (loading === 0) waiting.splice(0).forEach((go) => go());
  };
  page.then(done, done);
}

/** However busy the main thread stays, work ahead waits no longer than this for an idle moment. */
const IDLE_WAIT_MS = 2000;

/**
 * Resolves when no page the renter asked for is loading and the main thread is idle: what is
 * fetched ahead shares one link and one main thread with what the renter tapped, and must not slow it.
 */
export async function renterFirst(): Promise<void> {
  do {
    while (loading > 0) await new Promise<void>((go) => waiting.push(go));
    await whenIdle(IDLE_WAIT_MS);
    // A tap while waiting for idle comes first too.
  } while (loading > 0);
}

/**
 * Each tab page not opened yet, one after another, each once what the renter asked for is in (a
 * tab the renter opened meanwhile brought its own code and data).
 */
export async function warmEachTab(warm: (tab: TabDef) => Promise<void>): Promise<void> {
  for (const tab of TABS) {
    await renterFirst();
    if (!wasOpened(tab.path)) await warm(tab);
  }
}
