import { registerNamespace, readyRouteData, type RemoteModule } from '@rental/shared';
import account from '../../../mf-account/src/remote-entry';
import accountData from '../../../mf-account/src/route-data.json';
import catalogData from '../../../mf-catalog/src/route-data.json';
import catalog from '../../../mf-catalog/src/remote-entry';
import orders from '../../../mf-orders/src/remote-entry';
import payments from '../../../mf-payments/src/remote-entry';
import { RouteNotFoundError } from '../../../shell/src/remotes/load-errors';
import { normalizePath } from '../../../shell/src/routing/normalize-path';
import { markReady } from '../../../shell/src/routing/ready-tabs';
import type { PageResolver } from '../../../shell/src/routing/page-resolver';
import { warmEachTab } from '../../../shell/src/routing/renter-first';
import type { TabDef } from '../../../shell/src/routing/tab-routes';

const REMOTES: readonly RemoteModule[] = [catalog, orders, account, payments];
const namespaces = new Map<string, Promise<void>>();

function find(path: string) {
  for (const remote of REMOTES) {
    const route = remote.routes.find((r) => normalizePath(r.path) === path);
    if (route) return { remote, route };
  }
  return null;
}

function strings(remote: RemoteModule): Promise<void> {
  let pending = namespaces.get(remote.namespace);
  if (!pending) {
    pending = registerNamespace(remote.namespace, remote.loadMessages);
    namespaces.set(remote.namespace, pending);
  }
  return pending;
}

/** The first calls of each page, as the federated build's manifests carry them. */
const CALLS = new Map(
  [...Object.values(catalogData), ...Object.values(accountData)].flatMap(({ routes, calls }) =>
    routes.map((route): [string, unknown] => [route, calls]),
  ),
);

/**
 * The monolith's counterpart of the shell's warm-up of a tab: its page's code, strings and first
 * calls, then the page is ready to be prepared out of sight.
 */
export async function warmTabStatically(tab: TabDef): Promise<void> {
  const found = find(tab.path);
  if (!found) return;
  const data = readyRouteData(CALLS.get(tab.path));
  await Promise.all([found.route.load(), strings(found.remote), data])
    .then(() => markReady(tab))
    .catch(() => undefined);
}

export const warmTabsStatically = (): Promise<void> => warmEachTab(warmTabStatically);

/** Every route table is in the bundle; a page still loads as its own chunk, its strings with it. */
export const resolveStatically: PageResolver = async (rawPath, _fresh, query = {}) => {
  const path = normalizePath(rawPath);
  const found = find(path);
  if (found) {
    const { remote, route } = found;
    route.prefetch?.(query);
    const [page] = await Promise.all([route.load(), strings(remote)]);
    return {
      remote,
      route,
      Component: page.default,
      name: remote.name,
      version: 'monolith',
      passedOver: [],
      alternatives: 0,
    };
  }
  throw new RouteNotFoundError(path);
};
