import { parseShellContract } from '../compat/shell-contract';
import { strings } from '../registry/guards';
import type { RegistryDoc, VersionRecord } from '../registry/schema';
import { readRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { deployRemote, type RemoteBuild, type RemoteDeployResult } from './deploy-remote';
import { deployShell, type ShellDeployResult } from './deploy-shell';
import { RefusedError } from './errors';
import type { LocalFile } from './local-files';
import { remotePrefix, shellPrefix } from './site-paths';
import { manifestJson } from './site-reads';
import { readVerifiedVersion, verifyPresent, type VersionOnSite } from './verify-version';

export interface PromoteOptions {
  /** The version to take; the one live on the source site when absent. */
  version?: string;
  /** Only this share of devices on the target gets it (remotes only). */
  canary?: number;
  /** As deploy's: past the compatibility gate and the commit order on the target. */
  force: boolean;
  now?: () => Date;
}

/** Besides the deploy on the target: how many files were checked against the version's record. */
export interface Promoted {
  verified: number;
}

async function sourceRegistry(from: SiteStore): Promise<RegistryDoc> {
  const { doc, etag } = await readRegistry(from);
  if (etag === null)
    throw new RefusedError(`${from.description} holds no site (no h5/remotes.json); nothing was written`);
  return doc;
}

function chosen(from: SiteStore, subject: string, live: string | null, opts: PromoteOptions): string {
  const version = opts.version ?? live;
  if (!version)
    throw new RefusedError(`${subject} has no live version on ${from.description}: name one with --version`);
  return version;
}

const fileOf = (files: LocalFile[], rel: string) => files.find((f) => f.rel === rel)?.body ?? Buffer.alloc(0);

/**
 * The registry record on the source is a second witness for the two files the shell itself checks:
 * a release.json rewritten along with them would otherwise pass.
 */
function checkRecord(v: VersionOnSite, from: SiteStore, record: VersionRecord | undefined, files: LocalFile[]) {
  const integrity = record?.integrity;
  if (!integrity) return;
  const of = (rel: string) => files.find((f) => f.rel === rel)?.integrity;
  if (of('mf-manifest.json') !== integrity.manifest || of('remoteEntry.js') !== integrity.entry)
    throw new RefusedError(
      `${v.subject} on ${from.description} does not match its registry record (mf-manifest.json, remoteEntry.js); nothing was written`,
    );
}

/** The verified files as the build deploy reads: what it says of itself, in the bytes that were tested. */
function buildOf(v: VersionOnSite, name: string, dir: string, files: LocalFile[], record?: VersionRecord): RemoteBuild {
  const entry = manifestJson(fileOf(files, 'registry-entry.json'));
  if (entry?.name !== name || entry.dir !== dir || entry.version !== v.version)
    throw new RefusedError(`${v.subject}: its registry-entry.json is not this version's; nothing was written`);
  return {
    info: {
      name,
      dir,
      version: v.version,
      routes: strings(entry.routes),
      ...(record?.commit ? { commit: record.commit } : {}),
    },
    manifest: manifestJson(fileOf(files, 'mf-manifest.json')),
    files,
  };
}

/**
 * A remote's version, exactly as it is on `from` (live there, or `opts.version`), checked file by
 * file against its release.json, deployed to `to` by the same deploy a build takes: the gate against
 * the target's live shell, create-only upload, newer commits win, compare-and-swap. Nothing is built.
 */
export async function promoteRemoteAcross(
  from: SiteStore,
  to: SiteStore,
  remote: { name: string; dir: string },
  opts: PromoteOptions,
): Promise<RemoteDeployResult & Promoted> {
  const doc = await sourceRegistry(from);
  const version = chosen(from, remote.name, doc.remotes[remote.name]?.live ?? null, opts);
  const v = {
    app: remote.dir,
    version,
    prefix: remotePrefix(remote.dir, version),
    subject: `${remote.name} ${version}`,
  };
  const files = await readVerifiedVersion(from, v, ['mf-manifest.json', 'remoteEntry.js', 'registry-entry.json']);
  const record = doc.remotes[remote.name]?.versions[version];
  checkRecord(v, from, record, files);
  const build = buildOf(v, remote.name, remote.dir, files, record);
  await verifyPresent(to, v, files);
  const live = opts.canary === undefined ? true : { canary: opts.canary };
  const result = await deployRemote(to, build, { live, force: opts.force, now: opts.now });
  return { ...result, verified: files.length };
}

/** The shell's version from one site to another, the same way: verified, then deployed as a shell build is. */
export async function promoteShellAcross(
  from: SiteStore,
  to: SiteStore,
  opts: PromoteOptions,
): Promise<ShellDeployResult & Promoted> {
  if (opts.canary !== undefined)
    throw new RefusedError('the shell is the page itself: it has no canary (promote it without --canary)');
  const doc = await sourceRegistry(from);
  const version = chosen(from, 'shell', doc.shell.live, opts);
  const v = { app: 'shell', version, prefix: shellPrefix(version), subject: `shell ${version}` };
  const files = await readVerifiedVersion(from, v, ['shell-manifest.json', 'index.html']);
  const contract = parseShellContract(manifestJson(fileOf(files, 'shell-manifest.json')));
  if (!contract || contract.version !== version)
    throw new RefusedError(`${v.subject}: its shell-manifest.json is not this version's; nothing was written`);
  const commit = doc.shell.commits?.[version];
  await verifyPresent(to, v, files);
  const build = { contract, files, ...(commit ? { commit } : {}) };
  const result = await deployShell(to, build, { force: opts.force, now: opts.now });
  return { ...result, verified: files.length };
}
