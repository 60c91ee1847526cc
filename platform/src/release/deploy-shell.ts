import { checkRemote, describeProblems } from '../compat/gate';
import { isOlderBuild, type BuildCommit } from '../registry/build-commit';
import type { ShellContract } from '../compat/shell-contract';
import { parseTypedExports, SHELL_TYPES_FILE, typeReasons, type TypedExports } from '../compat/shell-types';
import { releaseShell, type ShellOutcome } from '../registry/changes';
import type { RegistryDoc } from '../registry/schema';
import { readRegistry, updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { activateShell } from './activate-shell';
import { readBuildCommit, readShellBuild } from './build-output';
import { type Compress, deltasAgainstLive, type DeltasOutcome } from './dictionary-deltas';
import { forcedPast, GateRefusedError, OlderBuildError } from './errors';
import { readBuild, type LocalFile } from './local-files';
import { shellPrefix } from './site-paths';
import { manifestJson, remoteManifest, typesOnSite } from './site-reads';
import { uploadVersion, type UploadResult } from './upload-version';

/** The types a shell build publishes (null for a build from before it published them). */
export function shellTypesIn(files: readonly LocalFile[]): TypedExports | null {
  const file = files.find((f) => f.rel === SHELL_TYPES_FILE);
  return file ? parseTypedExports(manifestJson(file.body)) : null;
}

/**
 * Every remote version renters may get (live and canary) must run in the new shell too: its shared
 * versions, and the types it uses when the shell publishes `provided`.
 */
export async function remotesBrokenBy(
  store: SiteStore,
  doc: RegistryDoc,
  contract: ShellContract,
  provided: TypedExports | null,
): Promise<string[]> {
  const reasons: string[] = [];
  for (const [name, remote] of Object.entries(doc.remotes)) {
    const versions = [remote.live, remote.canary?.version].filter((v): v is string => !!v);
    for (const version of new Set(versions)) {
      const verdict = checkRemote(await remoteManifest(store, remote.dir, version), contract, name);
      const { used } = await typesOnSite(store, remote.dir, version, contract.version);
      const lines = [...describeProblems(verdict.problems), ...typeReasons({ used, provided })];
      for (const line of lines) reasons.push(`${name} ${version}: ${line}`);
    }
  }
  return reasons;
}

export interface ShellDeployResult extends DeltasOutcome {
  version: string;
  upload: UploadResult;
  live: ShellOutcome;
  warnings: string[];
}

export interface ShellBuild {
  contract: ShellContract;
  files: LocalFile[];
  commit?: BuildCommit;
}

export async function loadShellBuild(dist: string): Promise<ShellBuild> {
  const commit = await readBuildCommit(dist);
  return { contract: await readShellBuild(dist), files: await readBuild(dist), ...(commit ? { commit } : {}) };
}

function olderShell(doc: RegistryDoc, build: ShellBuild): OlderBuildError | null {
  const live = doc.shell.live;
  const liveCommit = live ? doc.shell.commits?.[live] : undefined;
  if (!live || !liveCommit || !build.commit || live === build.contract.version) return null;
  if (!isOlderBuild(build.commit, liveCommit)) return null;
  return new OlderBuildError(`shell ${build.contract.version}`, build.commit, { version: live, commit: liveCommit });
}

export async function deployShell(
  store: SiteStore,
  build: ShellBuild,
  opts: { force: boolean; now?: () => Date; compress?: Compress },
): Promise<ShellDeployResult> {
  const { contract, files, commit } = build;
  const { doc } = await readRegistry(store);
  const older = olderShell(doc, build);
  if (older && !opts.force) throw older;
  const warnings = await remotesBrokenBy(store, doc, contract, shellTypesIn(files));
  if (warnings.length && !opts.force) {
    throw new GateRefusedError(
      `shell ${contract.version}`,
      warnings,
      'Live remotes would stop working: deploy remotes built for this shell first, or keep the shared versions.',
    );
  }
  if (older) warnings.push(forcedPast(older));
  const at = (opts.now ?? (() => new Date()))().toISOString();
  const upload = await uploadVersion(
    store,
    shellPrefix(contract.version),
    { app: 'shell', version: contract.version, at },
    files,
  );
  // The renters' copies of the live shell's scripts: the new one's come as deltas against them.
  const live = doc.shell.live;
  const { deltas, notes } = await deltasAgainstLive(
    store,
    { subject: 'the shell', version: contract.version, prefix: shellPrefix(contract.version), files },
    live ? { version: live, prefix: shellPrefix(live) } : null,
    opts.compress,
  );
  const { outcome } = await updateRegistry(store, (current) => {
    // Inside the compare-and-swap: a newer shell made live meanwhile is seen here, not missed.
    const racing = opts.force ? null : olderShell(current, build);
    if (racing) throw racing;
    return releaseShell(current, contract.version, at, commit ? { commit } : {});
  });
  await activateShell(store);
  return { version: contract.version, upload, live: outcome, warnings, deltas, notes };
}
