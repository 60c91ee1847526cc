import { parseShellContract } from '../compat/shell-contract';
import {
  RegistryRuleError,
  releaseShell,
  rollback,
  shellRollbackTarget,
  withManifest,
  type RollbackOutcome,
  type ShellOutcome,
} from '../registry/changes';
import type { VersionRecord } from '../registry/schema';
import { VERSION_NAME } from '../registry/strict';
import { readRegistry, updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { activateShell } from './activate-shell';
import { GateRefusedError, RefusedError } from './errors';
import { gateRemote, requireShellContract } from './gate-on-site';
import { remotesBrokenBy } from './deploy-shell';
import { deltasBack, type DeltasOutcome } from './dictionary-deltas';
import { remotePrefix, shellPrefix } from './site-paths';
import {
  readJson,
  recordedManifest,
  remoteManifest,
  shellTypesOn,
  typesOnSite,
  versionRecordFromSite,
} from './site-reads';
import { readRelease } from './upload-version';

interface RollbackOptions {
  to?: string;
  force: boolean;
  now?: () => Date;
}

/** A remote: ends its canary, or puts the previous (or named) deployed version live again. No build. */
export async function rollbackRemote(store: SiteStore, name: string, opts: RollbackOptions): Promise<RollbackOutcome> {
  const { doc } = await readRegistry(store);
  const remote = doc.remotes[name];
  if (!remote) throw new RefusedError(`${name} has never been deployed to ${store.description}`);
  let to: { version: string; record?: VersionRecord } | undefined;
  if (opts.to !== undefined && !VERSION_NAME.test(opts.to))
    throw new RefusedError(`"${opts.to}" is not a version of ${name} (npm run remotes lists them)`);
  if (opts.to) {
    const record = remote.versions[opts.to] ?? (await versionRecordFromSite(store, remote.dir, opts.to));
    if (!record)
      throw new RefusedError(
        `${name} ${opts.to} is not deployed to ${store.description} (npm run remotes lists what is)`,
      );
    to = { version: opts.to, record };
  }
  const target = opts.to ?? (remote.canary ? null : remote.history.find((d) => d.version !== remote.live)?.version);
  let manifest: Record<string, unknown> | null = null;
  if (target) {
    // An old version must still run in today's shell.
    const contract = await requireShellContract(store, opts.force);
    const manifestOnSite = await remoteManifest(store, remote.dir, target);
    const types = contract ? await typesOnSite(store, remote.dir, target, contract.version) : undefined;
    gateRemote(`${name} ${target}`, name, manifestOnSite, contract, opts.force, types);
    manifest = await recordedManifest(store, remote.dir, remote.versions[target] ?? to?.record, target);
  }
  const at = (opts.now ?? (() => new Date()))().toISOString();
  const { outcome } = await updateRegistry(store, (current) =>
    withManifest(rollback(current, name, at, to), name, target ?? '', manifest),
  );
  return outcome;
}

/**
 * After a remote's rollback (or its canary's end), the deltas the renters sent back need: from
 * the version they leave (the one rolled back from, or the canary) to the one they return to.
 */
export function deltasAfterRollback(
  store: SiteStore,
  name: string,
  dir: string,
  outcome: RollbackOutcome,
): Promise<DeltasOutcome> {
  const [from, to] = outcome.kind === 'canaryEnded' ? [outcome.canary, outcome.live] : [outcome.from, outcome.to];
  if (!to) return Promise.resolve({ deltas: null, notes: [] });
  return deltasBack(store, name, (version) => remotePrefix(dir, version), from, to);
}

/** The shell: the previous (or named) shell version's `index.html` is served again. */
export async function rollbackShell(store: SiteStore, opts: RollbackOptions): Promise<ShellOutcome> {
  const { doc } = await readRegistry(store);
  let target: string;
  try {
    target = shellRollbackTarget(doc, opts.to);
  } catch (error) {
    if (error instanceof RegistryRuleError) throw new RefusedError(error.message);
    throw error;
  }
  if (!(await readRelease(store, shellPrefix(target)))) {
    throw new RefusedError(`shell ${target} is not deployed to ${store.description}`);
  }
  const contract = parseShellContract(await readJson(store, `${shellPrefix(target)}/shell-manifest.json`));
  if (!contract) throw new RefusedError(`shell ${target} has no readable shell-manifest.json`);
  const broken = await remotesBrokenBy(store, doc, contract, await shellTypesOn(store, target));
  if (broken.length && !opts.force)
    throw new GateRefusedError(`shell ${target}`, broken, 'Roll the remotes back first.');
  const at = (opts.now ?? (() => new Date()))().toISOString();
  const dropped = doc.shell.live === target ? null : doc.shell.live;
  const { outcome } = await updateRegistry(store, (current) => releaseShell(current, target, at, { dropped }));
  await activateShell(store);
  return outcome;
}
