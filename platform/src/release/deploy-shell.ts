import { checkRemote, describeProblems } from '../compat/gate';
import type { ShellContract } from '../compat/shell-contract';
import { releaseShell, type ShellOutcome } from '../registry/changes';
import type { RegistryDoc } from '../registry/schema';
import { readRegistry, updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { activateShell } from './activate-shell';
import { readShellBuild } from './build-output';
import { GateRefusedError } from './errors';
import { readBuild, type LocalFile } from './local-files';
import { shellPrefix } from './site-paths';
import { remoteManifest } from './site-reads';
import { uploadVersion, type UploadResult } from './upload-version';

/** Every remote version renters may get (live and canary) must run in the new shell too. */
export async function remotesBrokenBy(store: SiteStore, doc: RegistryDoc, contract: ShellContract): Promise<string[]> {
  const reasons: string[] = [];
  for (const [name, remote] of Object.entries(doc.remotes)) {
    const versions = [remote.live, remote.canary?.version].filter((v): v is string => !!v);
    for (const version of new Set(versions)) {
      const verdict = checkRemote(await remoteManifest(store, remote.dir, version), contract, name);
      for (const line of describeProblems(verdict.problems)) reasons.push(`${name} ${version}: ${line}`);
    }
  }
  return reasons;
}

export interface ShellDeployResult {
  version: string;
  upload: UploadResult;
  live: ShellOutcome;
  warnings: string[];
}

export interface ShellBuild {
  contract: ShellContract;
  files: LocalFile[];
}

export async function loadShellBuild(dist: string): Promise<ShellBuild> {
  return { contract: await readShellBuild(dist), files: await readBuild(dist) };
}

export async function deployShell(
  store: SiteStore,
  build: ShellBuild,
  opts: { force: boolean; now?: () => Date },
): Promise<ShellDeployResult> {
  const { contract, files } = build;
  const { doc } = await readRegistry(store);
  const warnings = await remotesBrokenBy(store, doc, contract);
  if (warnings.length && !opts.force) {
    throw new GateRefusedError(
      `shell ${contract.version}`,
      warnings,
      'Live remotes would stop working: deploy remotes built for this shell first, or keep the shared versions.',
    );
  }
  const at = (opts.now ?? (() => new Date()))().toISOString();
  const upload = await uploadVersion(
    store,
    shellPrefix(contract.version),
    { app: 'shell', version: contract.version, at },
    files,
  );
  const { outcome } = await updateRegistry(store, (current) => releaseShell(current, contract.version, at));
  await activateShell(store);
  return { version: contract.version, upload, live: outcome, warnings };
}
