import { switchOver, type RegistryDoc } from '@rental/platform/runtime';
import { normalizePath } from '../routing/normalize-path';
import { choicesOf, routesOf, type RemoteChoice } from './choose-version';
import { knownOwners } from './known-routes';

export type Owner = { kind: 'registered'; choice: RemoteChoice } | { kind: 'missing'; name: string } | { kind: 'none' };

/**
 * The remote that owns `path`: by the routes of the version this device runs of each remote, else
 * by the spec's ownership table (so a remote whose entry is missing says "unavailable").
 */
export function findOwner(registry: RegistryDoc | null, path: string): Owner {
  const p = normalizePath(path);
  const choices = registry ? choicesOf(registry) : [];
  const byRegistry = choices.find((c) => routesOf(c).some((route) => normalizePath(route) === p));
  if (byRegistry) return { kind: 'registered', choice: byRegistry };
  const name = knownOwners.get(p);
  if (!name) return { kind: 'none' };
  const choice = choices.find((c) => c.name === name);
  return choice ? { kind: 'registered', choice } : { kind: 'missing', name };
}

/**
 * The kill switch (`disable`) over `path`, of the remote the page would be loaded from (so one
 * team's switch never covers another team's route); null when the page is served.
 */
export function disabledRoute(
  registry: RegistryDoc | null,
  path: string,
): { remote: string; message: string | null } | null {
  if (!registry || !Object.values(registry.remotes).some((r) => r.disabled)) return null;
  const owner = findOwner(registry, path);
  const hit = owner.kind === 'registered' ? switchOver(owner.choice.record, normalizePath(path)) : null;
  return hit && owner.kind === 'registered' ? { remote: owner.choice.name, message: hit.message } : null;
}
