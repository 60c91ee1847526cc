import { switchOver, type RegistryDoc } from '@rental/platform/runtime';
import { normalizePath } from '../routing/normalize-path';
import type { RouteNotice } from '../routing/route-notices';
import { choicesOf, routesOf, type RemoteChoice } from './choose-version';
import { knownOwners } from './known-routes';
import { versionsInPage } from './in-page';

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
 * What a navigation to `path` meets instead of its page, of the remote the page would be loaded
 * from (so one team's switch never covers another team's route): its kill switch (`disable`), or,
 * when this page has run a version the registry no longer offers this device (rolled back from, or
 * a canary ended), `update`: the page loads again to leave it. Null when the page is served.
 */
export function routeNotice(registry: RegistryDoc | null, path: string): RouteNotice | null {
  const owner = registry ? findOwner(registry, path) : null;
  if (owner?.kind !== 'registered') return null;
  const { name, record, ranked } = owner.choice;
  const off = switchOver(record, normalizePath(path));
  if (off) return { remote: name, message: off.message };
  const withdrawn = versionsInPage(name).some((v) => !ranked.some((c) => c.version === v));
  return withdrawn ? { remote: name, message: null, update: true } : null;
}
