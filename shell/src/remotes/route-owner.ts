import type { Registry, RegistryEntry } from '@rental/shared';
import { knownOwners } from './known-routes';

/** `/pages/x/x/` and `pages/x/x` name the same route; home is ''. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

export type Owner = { kind: 'registered'; entry: RegistryEntry } | { kind: 'missing'; name: string } | { kind: 'none' };

/** The remote that owns `path`: by its deployed registry entry, else by the spec's ownership table. */
export function findOwner(registry: Registry | null, path: string): Owner {
  const p = normalizePath(path);
  const byRegistry = registry?.remotes.find((r) => r.routes.some((route) => normalizePath(route) === p));
  if (byRegistry) return { kind: 'registered', entry: byRegistry };
  const name = knownOwners.get(p);
  if (!name) return { kind: 'none' };
  const entry = registry?.remotes.find((r) => r.name === name);
  return entry ? { kind: 'registered', entry } : { kind: 'missing', name };
}
