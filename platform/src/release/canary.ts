import { promote, startCanary, withManifest, type CanaryOutcome, type LiveOutcome } from '../registry/changes';
import type { RegistryDoc } from '../registry/schema';
import { readRegistry, updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { RefusedError } from './errors';
import { gateRemote, requireShellContract } from './gate-on-site';
import { recordedManifest, remoteManifest, typesOnSite } from './site-reads';

/** The newest upload goes to `percent` % of devices, sticky per device, after the gate passes it. */
export async function canaryRemote(
  store: SiteStore,
  name: string,
  percent: number,
  opts: { force: boolean; now?: () => Date },
): Promise<CanaryOutcome> {
  const { doc } = await readRegistry(store);
  const remote = doc.remotes[name];
  if (!remote) throw new RefusedError(`${name} has never been deployed to ${store.description}`);
  const newest = remote.uploads[0]?.version;
  let manifest: Record<string, unknown> | null = null;
  if (newest) {
    const contract = await requireShellContract(store, opts.force);
    const manifestOnSite = await remoteManifest(store, remote.dir, newest);
    const types = contract ? await typesOnSite(store, remote.dir, newest, contract.version) : undefined;
    gateRemote(`${name} ${newest}`, name, manifestOnSite, contract, opts.force, types);
    manifest = await recordedManifest(store, remote.dir, remote.versions[newest], newest);
  }
  const at = (opts.now ?? (() => new Date()))().toISOString();
  // A newer upload landing meanwhile becomes the canary without it: withManifest only fills `newest`.
  const change = (current: RegistryDoc) =>
    withManifest(startCanary(current, name, percent, at), name, newest ?? '', manifest);
  return (await updateRegistry(store, change)).outcome;
}

export async function promoteRemote(
  store: SiteStore,
  name: string,
  opts: { now?: () => Date } = {},
): Promise<LiveOutcome> {
  const at = (opts.now ?? (() => new Date()))().toISOString();
  return (await updateRegistry(store, (current) => promote(current, name, at))).outcome;
}
