import type { ComponentType } from 'react';
import type { PageProps, RemoteModule, RemoteRoute } from '@rental/shared';
import { RemoteUnavailableError, RouteNotFoundError } from '../remotes/load-errors';
import { loadRemoteModule } from '../remotes/load-remote';
import { getRegistry, RegistryUnavailableError } from '../remotes/registry';
import { findOwner, normalizePath } from '../remotes/route-owner';

export interface ResolvedPage {
  remote: RemoteModule;
  route: RemoteRoute;
  Component: ComponentType<PageProps>;
}

/**
 * Path → owning remote → its route table → the page's code. `fresh` bypasses whatever a failed
 * attempt left behind (the registry and the remote are fetched again).
 */
export async function resolvePage(rawPath: string, fresh: boolean): Promise<ResolvedPage> {
  const path = normalizePath(rawPath);
  let registry = null;
  let registryError: unknown = null;
  try {
    registry = await getRegistry(fresh);
  } catch (error) {
    registryError = error;
  }
  const owner = findOwner(registry, path);
  if (owner.kind === 'none') {
    if (registryError) throw new RemoteUnavailableError('registry', registryError);
    throw new RouteNotFoundError(path);
  }
  if (owner.kind === 'missing') {
    throw new RemoteUnavailableError(owner.name, registryError ?? new RegistryUnavailableError('no registry entry'));
  }
  const remote = await loadRemoteModule(owner.entry, fresh);
  const route = remote.routes.find((r) => normalizePath(r.path) === path);
  if (!route) throw new RouteNotFoundError(path);
  try {
    const page = await route.load();
    return { remote, route, Component: page.default };
  } catch (error) {
    throw new RemoteUnavailableError(owner.entry.name, error);
  }
}
