import {
  addToPreview,
  recordUpload,
  release,
  startCanary,
  withManifest,
  type CanaryOutcome,
  type Change,
  type LiveOutcome,
  type PreviewOutcome,
} from '../registry/changes';
import { parseTypedExports, USED_TYPES_FILE } from '../compat/shell-types';
import { isOlderBuild } from '../registry/build-commit';
import { manifestEntry, type RegistryDoc, type VersionIntegrity } from '../registry/schema';
import { readRegistry, updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { readRemoteBuild, type RemoteBuildInfo } from './build-output';
import { type Compress, deltasAgainstLive, type DeltasOutcome } from './dictionary-deltas';
import { forcedPast, OlderBuildError } from './errors';
import { gateRemote, requireShellContract } from './gate-on-site';
import { readBuild, type LocalFile } from './local-files';
import { manifestJson, shellTypesOn } from './site-reads';
import { remotePrefix } from './site-paths';
import { uploadVersion, type UploadResult } from './upload-version';

export interface DeployOptions {
  /**
   * Make it live for every renter; false only uploads it, for a canary; `{ canary }` uploads it and
   * sends it to that share of devices in the same registry write (a promote from another site).
   */
  live: boolean | { canary: number };
  /** Skip the compatibility gate (and the need for a deployed shell). */
  force: boolean;
  /** Upload only and add the version to this preview (live must be false). */
  preview?: { name: string; by: string; expires: string };
  now?: () => Date;
  /** How deltas for returning renters are compressed (zstd's command line unless a test says). */
  compress?: Compress;
}

export interface RemoteDeployResult {
  name: string;
  dir: string;
  version: string;
  upload: UploadResult;
  live: LiveOutcome | null;
  canary: CanaryOutcome | null;
  preview?: PreviewOutcome;
  warnings: string[];
  /** The scripts written as deltas against the live version's (the one renters have). */
  deltas: DeltasOutcome['deltas'];
  /** What did not stop the deploy but a team should know (deltas that could not be written). */
  notes: string[];
}

/** A remote's build, read into memory so the build folder may change while it uploads. */
export interface RemoteBuild {
  info: RemoteBuildInfo;
  manifest: unknown;
  files: LocalFile[];
}

export async function loadRemoteBuild(dist: string): Promise<RemoteBuild> {
  const { info, manifest } = await readRemoteBuild(dist);
  return { info, manifest, files: await readBuild(dist) };
}

/** What the shell checks before running a version: its manifest's and entry script's hashes. */
function versionIntegrity(files: LocalFile[]): VersionIntegrity {
  const of = (rel: string) => {
    const file = files.find((f) => f.rel === rel);
    if (!file) throw new Error(`the build has no ${rel}`);
    return file.integrity;
  };
  return { manifest: of('mf-manifest.json'), entry: of('remoteEntry.js') };
}

function olderBuild(doc: RegistryDoc, info: RemoteBuildInfo): OlderBuildError | null {
  const remote = doc.remotes[info.name];
  const live = remote?.live ? { version: remote.live, commit: remote.versions[remote.live]?.commit } : null;
  if (!live?.commit || !info.commit || live.version === info.version) return null;
  if (!isOlderBuild(info.commit, live.commit)) return null;
  return new OlderBuildError(`${info.name} ${info.version}`, info.commit, {
    version: live.version,
    commit: live.commit,
  });
}

/** Gate → upload (immutable) → registry (compare-and-swap): the one way a remote reaches renters. */
export async function deployRemote(
  store: SiteStore,
  build: RemoteBuild,
  opts: DeployOptions,
): Promise<RemoteDeployResult> {
  const now = opts.now ?? (() => new Date());
  const { info, manifest, files } = build;
  const contract = await requireShellContract(store, opts.force);
  const usedFile = files.find((f) => f.rel === USED_TYPES_FILE);
  const types = contract && {
    used: usedFile ? parseTypedExports(manifestJson(usedFile.body)) : null,
    provided: await shellTypesOn(store, contract.version),
  };
  const warnings = gateRemote(
    `${info.name} ${info.version}`,
    info.name,
    manifest,
    contract,
    opts.force,
    types ?? undefined,
  );
  // Read first (strictly: a damaged registry refuses here) so a refused deploy uploads nothing;
  // checked again inside the swap below.
  const { doc: current } = await readRegistry(store);
  const everyone = opts.live === true;
  if (everyone) {
    const older = olderBuild(current, info);
    if (older && !opts.force) throw older;
    if (older) warnings.push(forcedPast(older));
  }
  const at = now().toISOString();
  const upload = await uploadVersion(
    store,
    remotePrefix(info.dir, info.version),
    { app: info.dir, version: info.version, at },
    files,
  );
  // Also for an upload that is not live yet: a canary, a promote or a preview then reaches renters of
  // the live version with the deltas in place.
  const live = current.remotes[info.name]?.live;
  const { deltas, notes } = await deltasAgainstLive(
    store,
    { subject: info.name, version: info.version, prefix: remotePrefix(info.dir, info.version), files },
    live ? { version: live, prefix: remotePrefix(info.dir, live) } : null,
    opts.compress,
  );
  const record = {
    entry: manifestEntry(info.dir, info.version),
    routes: info.routes,
    uploadedAt: at,
    integrity: versionIntegrity(files),
    ...(info.commit ? { commit: info.commit } : {}),
  };
  // The very bytes uploaded (and hashed into `integrity.manifest`), not a second read of the folder.
  const uploadedManifest = files.find((f) => f.rel === 'mf-manifest.json');
  const served = uploadedManifest ? manifestJson(uploadedManifest.body) : null;
  const preview = opts.preview;
  if (preview && opts.live !== false) throw new Error('a preview deploy is never live');
  type Outcome = Pick<RemoteDeployResult, 'live' | 'canary' | 'preview'>;
  const { outcome } = await updateRegistry(store, (doc): Change<Outcome> => {
    // Inside the compare-and-swap: a racing deploy that made a newer build live is seen here, not missed.
    const older = everyone && !opts.force ? olderBuild(doc, info) : null;
    if (older) throw older;
    const uploaded = recordUpload(doc, info.name, info.dir, info.version, record, at);
    if (typeof opts.live === 'object') {
      const change = startCanary(uploaded.doc, info.name, opts.live.canary, at, info.version);
      const { doc: next, outcome: canary } = withManifest(change, info.name, info.version, served);
      return { doc: next, outcome: { live: null, canary } };
    }
    if (preview) {
      const added = addToPreview(uploaded.doc, preview.name, info.name, info.version, { ...preview, at });
      return { doc: added.doc, outcome: { live: null, canary: null, preview: added.outcome } };
    }
    if (!everyone) return { doc: uploaded.doc, outcome: { live: null, canary: null } };
    const change = withManifest(release(uploaded.doc, info.name, info.version, at), info.name, info.version, served);
    return { doc: change.doc, outcome: { live: change.outcome, canary: null } };
  });
  return { name: info.name, dir: info.dir, version: info.version, upload, ...outcome, warnings, deltas, notes };
}
