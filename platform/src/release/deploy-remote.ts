import { recordUpload, release, withManifest, type LiveOutcome } from '../registry/changes';
import { manifestEntry, type VersionIntegrity } from '../registry/schema';
import { updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { readRemoteBuild, type RemoteBuildInfo } from './build-output';
import { gateRemote, requireShellContract } from './gate-on-site';
import { readBuild, type LocalFile } from './local-files';
import { manifestJson } from './site-reads';
import { remotePrefix } from './site-paths';
import { uploadVersion, type UploadResult } from './upload-version';

export interface DeployOptions {
  /** Make it live for every renter (default); false only uploads it, for a canary. */
  live: boolean;
  /** Skip the compatibility gate (and the need for a deployed shell). */
  force: boolean;
  now?: () => Date;
}

export interface RemoteDeployResult {
  name: string;
  dir: string;
  version: string;
  upload: UploadResult;
  live: LiveOutcome | null;
  warnings: string[];
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

/** Gate → upload (immutable) → registry (compare-and-swap): the one way a remote reaches renters. */
export async function deployRemote(
  store: SiteStore,
  build: RemoteBuild,
  opts: DeployOptions,
): Promise<RemoteDeployResult> {
  const now = opts.now ?? (() => new Date());
  const { info, manifest, files } = build;
  const contract = await requireShellContract(store, opts.force);
  const warnings = gateRemote(`${info.name} ${info.version}`, info.name, manifest, contract, opts.force);
  const at = now().toISOString();
  const upload = await uploadVersion(
    store,
    remotePrefix(info.dir, info.version),
    { app: info.dir, version: info.version, at },
    files,
  );
  const record = {
    entry: manifestEntry(info.dir, info.version),
    routes: info.routes,
    uploadedAt: at,
    integrity: versionIntegrity(files),
  };
  // The very bytes uploaded (and hashed into `integrity.manifest`), not a second read of the folder.
  const uploadedManifest = files.find((f) => f.rel === 'mf-manifest.json');
  const served = uploadedManifest ? manifestJson(uploadedManifest.body) : null;
  const { outcome } = await updateRegistry(store, (doc) => {
    const uploaded = recordUpload(doc, info.name, info.dir, info.version, record, at);
    if (!opts.live) return { doc: uploaded.doc, outcome: null };
    return withManifest(release(uploaded.doc, info.name, info.version, at), info.name, info.version, served);
  });
  return { name: info.name, dir: info.dir, version: info.version, upload, live: outcome, warnings };
}
