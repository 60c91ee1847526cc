import type { BuildCommit } from './build-commit';

/**
 * The registry (`h5/remotes.json`): for each remote, which version is live, an optional canary,
 * the history of live versions and the records of the versions it names. The shell reads it on
 * every page load; the CLI is the only writer, always by compare-and-swap.
 */

export const REGISTRY_SCHEMA = 2;
export const HISTORY_LIMIT = 10;
export const UPLOADS_LIMIT = 5;
/** The longest message a team may show renters with a kill switch, in characters. */
export const MESSAGE_LIMIT = 200;

/** `/pages/x/x/` and `pages/x/x` name the same route, as the shell reads paths; home is ''. */
export const routePath = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** Subresource-integrity hashes (`sha384-…`) of what the shell fetches of a version. */
export interface VersionIntegrity {
  /** `mf-manifest.json`, checked by the shell's fetch. */
  manifest: string;
  /** `remoteEntry.js`, checked by the browser on the script the shell inserts. */
  entry: string;
}

/** What the shell needs of one deployed version. */
export interface VersionRecord {
  /** Manifest URL, relative to the registry file or absolute. */
  entry: string;
  routes: string[];
  uploadedAt: string;
  /** Recorded by deploy; the shell runs no registry version without it. */
  integrity?: VersionIntegrity;
  /**
   * The version's `mf-manifest.json`, parsed, while renters may be served it (live, or in a canary):
   * the shell judges and starts the first route from it as the registry arrives, a round trip
   * sooner than fetching the file. Bytes checked against `integrity.manifest` when recorded.
   */
  manifest?: Record<string, unknown>;
  /** The commit it was built from, when the build knew one: deploys of older builds are refused. */
  commit?: BuildCommit;
}

export interface Dated {
  version: string;
  at: string;
}

export interface Canary {
  version: string;
  percent: number;
  since: string;
}

/**
 * A kill switch (`disable`): renters get the shell's "temporarily unavailable" page on the route, or
 * on every route the remote serves, whatever version is live, until `enable`.
 */
export interface Disabled {
  /** A route path as its version declares it (home is ''), or null for every route of the remote. */
  route: string | null;
  /** The team's words for renters: one line of plain text, drawn as text, never as HTML. */
  message: string | null;
  since: string;
}

export interface RemoteRecord {
  /** The remote's folder under `h5/remotes/`. */
  dir: string;
  live: string | null;
  canary: Canary | null;
  /** Versions that were live, newest first; `history[0]` is the live one. Rolled-back ones leave it. */
  history: Dated[];
  /** Uploads, newest first: `canary` takes the newest. */
  uploads: Dated[];
  versions: Record<string, VersionRecord>;
  /** Present only while something is switched off: a registry without it reads as before. */
  disabled?: Disabled[];
}

export interface ShellRecord {
  live: string | null;
  history: Dated[];
  /** The commit each version in `history` was built from, when its build knew one. */
  commits?: Record<string, BuildCommit>;
}

/**
 * A preview link (`deploy --preview <name>`): recorded versions of one or more remotes that a
 * `?preview=<name>` page load runs, everything else live, until `expires`.
 */
export interface Preview {
  /** The audit identity of whoever last added to it. */
  by: string;
  /** When it was made (its first deploy). */
  at: string;
  expires: string;
  /** Remote name → a version its record in `remotes` keeps while the preview is there. */
  versions: Record<string, string>;
}

/** A preview's name, as it appears in `?preview=`. */
export const PREVIEW_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface RegistryDoc {
  schema: typeof REGISTRY_SCHEMA;
  shell: ShellRecord;
  remotes: Record<string, RemoteRecord>;
  /** Present only while a preview exists: a registry without it reads as before. */
  previews?: Record<string, Preview>;
}

export function emptyRegistry(): RegistryDoc {
  return { schema: REGISTRY_SCHEMA, shell: { live: null, history: [] }, remotes: {} };
}

export function emptyRemote(dir: string): RemoteRecord {
  return { dir, live: null, canary: null, history: [], uploads: [], versions: {} };
}

/** The folder-safe URL segment of a version (`1.4.0+3f9c2ab1` → `1.4.0%2B3f9c2ab1`). */
export function versionSegment(version: string): string {
  return encodeURIComponent(version);
}

/** Where a version's files live, relative to the site's `h5/` folder. */
export function remoteVersionPath(dir: string, version: string): string {
  return `remotes/${dir}/${version}`;
}

/** A version's manifest URL as the registry records it (relative to `h5/remotes.json`). */
export function manifestEntry(dir: string, version: string): string {
  return `remotes/${dir}/${versionSegment(version)}/mf-manifest.json`;
}
