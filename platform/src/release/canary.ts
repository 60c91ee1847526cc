import {
  promote,
  rollback,
  startCanary,
  withManifest,
  type CanaryOutcome,
  type LiveOutcome,
  type RollbackOutcome,
} from '../registry/changes';
import type { RegistryDoc } from '../registry/schema';
import { readRegistry, updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { RefusedError } from './errors';
import { gateRemote, requireShellContract } from './gate-on-site';
import { recordedManifest, remoteManifest, typesOnSite } from './site-reads';

/** A judged canary's next write found someone else's hand on the remote: it changes nothing. */
export class CanaryMovedError extends RefusedError {
  override name = 'CanaryMovedError';
}

/** What a remote serves, in the words the judged canary's stop line uses. */
export function describeCanary(doc: RegistryDoc, name: string): string {
  const remote = doc.remotes[name];
  if (!remote) return 'the remote is gone from the registry';
  const canary = remote.canary ? `canary ${remote.canary.version} at ${remote.canary.percent} %` : 'no canary';
  return `live ${remote.live ?? 'none'}, ${canary}`;
}

/** Inside the compare-and-swap: the write goes ahead only while `version` is still the canary. */
function requireCanary(doc: RegistryDoc, name: string, version: string | undefined): void {
  if (version === undefined || doc.remotes[name]?.canary?.version === version) return;
  throw new CanaryMovedError(`${name}'s canary is no longer ${version} (now ${describeCanary(doc, name)})`);
}

interface CanaryOptions {
  force: boolean;
  now?: () => Date;
  /** This uploaded version rather than the newest upload. */
  version?: string;
  /** Only while this version is still the canary (a judged canary's later steps). */
  whileCanary?: string;
}

/** An upload (the newest, or `version`) goes to `percent` % of devices, sticky per device, after the gate passes it. */
export async function canaryRemote(
  store: SiteStore,
  name: string,
  percent: number,
  opts: CanaryOptions,
): Promise<CanaryOutcome> {
  const { doc } = await readRegistry(store);
  const remote = doc.remotes[name];
  if (!remote) throw new RefusedError(`${name} has never been deployed to ${store.description}`);
  if (opts.version !== undefined && !remote.versions[opts.version])
    throw new RefusedError(
      `${name} ${opts.version} is not uploaded to ${store.description} (npm run remotes lists what is)`,
    );
  requireCanary(doc, name, opts.whileCanary);
  const chosen = opts.version ?? remote.uploads[0]?.version;
  let manifest: Record<string, unknown> | null = null;
  if (chosen) {
    const contract = await requireShellContract(store, opts.force);
    const manifestOnSite = await remoteManifest(store, remote.dir, chosen);
    const types = contract ? await typesOnSite(store, remote.dir, chosen, contract.version) : undefined;
    gateRemote(`${name} ${chosen}`, name, manifestOnSite, contract, opts.force, types);
    manifest = await recordedManifest(store, remote.dir, remote.versions[chosen], chosen);
  }
  const at = (opts.now ?? (() => new Date()))().toISOString();
  // A newer upload landing meanwhile becomes the canary without it: withManifest only fills `chosen`.
  const change = (current: RegistryDoc) => {
    requireCanary(current, name, opts.whileCanary);
    return withManifest(startCanary(current, name, percent, at, opts.version), name, chosen ?? '', manifest);
  };
  return (await updateRegistry(store, change)).outcome;
}

/** The canary goes live for every device; with `version`, only while that version is the canary. */
export async function promoteRemote(
  store: SiteStore,
  name: string,
  opts: { now?: () => Date; version?: string } = {},
): Promise<LiveOutcome> {
  const at = (opts.now ?? (() => new Date()))().toISOString();
  return (
    await updateRegistry(store, (current) => {
      requireCanary(current, name, opts.version);
      return promote(current, name, at);
    })
  ).outcome;
}

/**
 * A judged canary that failed ends, live unchanged: what `rollbackRemote` does to a canary (no
 * version to gate), with the check that it is still this canary made inside the compare-and-swap.
 */
export async function endCanary(
  store: SiteStore,
  name: string,
  version: string,
  opts: { now?: () => Date } = {},
): Promise<RollbackOutcome> {
  const at = (opts.now ?? (() => new Date()))().toISOString();
  return (
    await updateRegistry(store, (current) => {
      requireCanary(current, name, version);
      return rollback(current, name, at);
    })
  ).outcome;
}
