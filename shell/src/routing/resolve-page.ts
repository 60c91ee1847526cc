import type { ComponentType } from 'react';
import { switchOver, type Candidate } from '@rental/platform/runtime';
import type { PageProps, PageQuery, RemoteModule, RemoteRoute } from '@rental/shared';
import { diagnostics } from '../delivery/diagnostics-state';
import { untilLoaded } from '../delivery/until-loaded';
import { badReason, forgetBad, markBad } from '../delivery/session-health';
import { chooseVersions } from '../remotes/choose-version';
import { RemoteUnavailableError, RouteNotFoundError } from '../remotes/load-errors';
import { loadRemoteVersion, remoteStrings } from '../remotes/load-remote';
import { getRegistry, RegistryUnavailableError } from '../remotes/registry';
import { findOwner } from '../remotes/route-owner';
import { normalizePath } from './normalize-path';
import { startPrefetch } from './page-prefetch';

export interface PassedOver {
  version: string;
  reason: string;
}

export interface ResolvedPage {
  remote: RemoteModule;
  route: RemoteRoute;
  Component: ComponentType<PageProps>;
  /** Registry name and the version actually serving the page. */
  name: string;
  version: string;
  /** Better-ranked versions that failed on this device (now or earlier this session). */
  passedOver: PassedOver[];
  /** Versions still to try if this one fails its first render. */
  alternatives: number;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One version's attempt: its route table, then the page's code. */
async function loadPage(name: string, candidate: Candidate, path: string, query: PageQuery, fresh: boolean) {
  const started = performance.now();
  const remote = await loadRemoteVersion(name, candidate, fresh, path);
  const route = remote.routes.find((r) => normalizePath(r.path) === path);
  if (!route) return null;
  startPrefetch(route, query);
  const [page] = await Promise.all([route.load(), remoteStrings(remote)]);
  diagnostics.loaded(name, {
    version: candidate.version,
    reason: candidate.reason,
    ms: Math.round(performance.now() - started),
  });
  return { remote, route, Component: page.default };
}

/**
 * Path → owning remote → the versions this device may run, best first → the first whose route
 * table and page load. A version that fails is remembered for the session and the next one is
 * tried (last-known-good); only when none works does the route fail, and then nothing is marked:
 * every version failing at once is the network or an outage, not a bad release. `fresh` (the renter's retry)
 * fetches the registry again and gives every version another chance. A route its team switched off
 * (`disable`) is unavailable before anything of its remote is asked for.
 */
export async function resolvePage(rawPath: string, fresh: boolean, query: PageQuery = {}): Promise<ResolvedPage> {
  const path = normalizePath(rawPath);
  let registry = null;
  let registryError: unknown = null;
  try {
    registry = await getRegistry(fresh);
  } catch (error) {
    registryError = error;
  }
  let owner = findOwner(registry, path);
  if (owner.kind === 'none') {
    if (registryError) throw new RemoteUnavailableError('registry', registryError);
    throw new RouteNotFoundError(path);
  }
  if (owner.kind === 'missing') {
    throw new RemoteUnavailableError(owner.name, registryError ?? new RegistryUnavailableError('no registry entry'));
  }
  // Switched off by its team: its gate shows the shell's notice, and nothing of the remote is asked for.
  if (switchOver(owner.choice.record, path)) throw new RemoteUnavailableError(owner.choice.name, 'switched off');
  if (fresh) {
    forgetBad(owner.choice.name);
    owner = { kind: 'registered', choice: chooseVersions(owner.choice.name, owner.choice.record) };
  }
  const { name, candidates, ranked, refused } = owner.choice;
  // Rare (a registry naming code the shell will not run): the code that reports it comes only then.
  if (refused.length)
    void untilLoaded(() => import('../delivery/security-log')).then((m) => m.reportRefusedVersions(name, refused));
  const failedNow: PassedOver[] = [];
  let lastError: unknown = null;
  for (const candidate of candidates) {
    try {
      const page = await loadPage(name, candidate, path, query, fresh);
      if (!page) continue;
      // Another version worked, so these failures were the versions' own, not the network's.
      for (const f of failedNow) markBad(name, f.version, f.reason);
      const rank = ranked.findIndex((c) => c.version === candidate.version);
      const passedOver = ranked
        .slice(0, rank)
        .map((c) => ({
          version: c.version,
          reason: badReason(name, c.version) ?? refused.find((r) => r.version === c.version)?.reason ?? '',
        }))
        .filter((p) => p.reason);
      const alternatives = candidates.length - candidates.indexOf(candidate) - 1;
      return { ...page, name, version: candidate.version, passedOver, alternatives };
    } catch (error) {
      lastError = error;
      failedNow.push({ version: candidate.version, reason: describe(error) });
      diagnostics.failed(name, candidate.version, describe(error), error);
    }
  }
  if (lastError === null && candidates.length > 0) throw new RouteNotFoundError(path);
  throw new RemoteUnavailableError(name, lastError ?? new Error('every version failed on this device this session'));
}
