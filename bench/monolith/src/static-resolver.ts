import { registerNamespace, type RemoteModule } from '@rental/shared';
import account from '../../../mf-account/src/remote-entry';
import catalog from '../../../mf-catalog/src/remote-entry';
import orders from '../../../mf-orders/src/remote-entry';
import payments from '../../../mf-payments/src/remote-entry';
import { RouteNotFoundError } from '../../../shell/src/remotes/load-errors';
import { normalizePath } from '../../../shell/src/routing/normalize-path';
import type { PageResolver } from '../../../shell/src/routing/page-resolver';

const REMOTES: readonly RemoteModule[] = [catalog, orders, account, payments];
const namespaces = new Map<string, Promise<void>>();

/** Every route table is in the bundle; a page still loads as its own chunk, its strings with it. */
export const resolveStatically: PageResolver = async (rawPath, _fresh, query = {}) => {
  const path = normalizePath(rawPath);
  for (const remote of REMOTES) {
    const route = remote.routes.find((r) => normalizePath(r.path) === path);
    if (!route) continue;
    route.prefetch?.(query);
    if (!namespaces.has(remote.namespace)) {
      namespaces.set(remote.namespace, registerNamespace(remote.namespace, remote.loadMessages));
    }
    const [page] = await Promise.all([route.load(), namespaces.get(remote.namespace)]);
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
