import { cacheControlFor, contentTypeFor } from '../site/cache-policy';
import { isFrameFile } from '../site/frame-variant';
import { PreconditionFailedError, type SiteStore } from '../store/site-store';
import type { LocalFile } from './local-files';

/** Written last into a version's folder: the upload is complete, and these are its bytes. */
export interface ReleaseRecord {
  app: string;
  version: string;
  uploadedAt: string;
  files: Record<string, string>;
}

export const RELEASE_FILE = 'release.json';

/**
 * The files a loader reads first go up last, so no reader finds them before what they name: the
 * page's prerendered variants (`index.en.large.html`…) are pages like index.html.
 */
const POINTERS = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'shell-manifest.json']);
const isPointer = (rel: string) => POINTERS.has(rel) || isFrameFile(rel);
const UPLOAD_CONCURRENCY = 8;

export class ImmutableVersionError extends Error {
  override name = 'ImmutableVersionError';
  constructor(
    readonly app: string,
    readonly version: string,
    readonly files: string[],
  ) {
    super(
      `${app} ${version} is already deployed with different bytes (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}). ` +
        'A deployed version never changes: build it as a new version (change the code or bump its package version).',
    );
  }
}

export async function readRelease(store: SiteStore, prefix: string): Promise<ReleaseRecord | null> {
  const stored = await store.read(`${prefix}/${RELEASE_FILE}`);
  if (!stored) return null;
  try {
    return JSON.parse(stored.body.toString('utf8')) as ReleaseRecord;
  } catch {
    return null;
  }
}

export async function inPool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(size, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

export interface UploadResult {
  uploaded: number;
  /** The same bytes were there already (a repeated deploy, or the rest of an interrupted one). */
  present: number;
}

/**
 * Uploads a build into its version's folder, create-only: a file already there with the same bytes
 * is kept, one with other bytes refuses the whole deploy. Nothing of a deployed version is ever
 * overwritten or deleted, so tabs still running it keep finding their chunks.
 */
export async function uploadVersion(
  store: SiteStore,
  prefix: string,
  release: { app: string; version: string; at: string },
  files: LocalFile[],
): Promise<UploadResult> {
  const existing = await readRelease(store, prefix);
  if (existing) {
    const differing = [
      ...files.filter((f) => existing.files[f.rel] !== f.integrity).map((f) => f.rel),
      ...Object.keys(existing.files).filter((rel) => !files.some((f) => f.rel === rel)),
    ];
    if (differing.length) throw new ImmutableVersionError(release.app, release.version, differing);
    const there = new Set(await store.list(`${prefix}/`));
    if (files.every((f) => there.has(`${prefix}/${f.rel}`))) return { uploaded: 0, present: files.length };
    // Files gone under a complete record: a prune took this version while it was deployed again.
    // The upload below puts back what is missing (create-only, as always) and keeps the rest.
  }
  const result: UploadResult = { uploaded: 0, present: 0 };
  const conflicts: string[] = [];
  const put = async (file: LocalFile) => {
    const key = `${prefix}/${file.rel}`;
    try {
      await store.write(key, file.body, {
        contentType: contentTypeFor(file.rel),
        cacheControl: cacheControlFor(key),
        ifNoneMatch: '*',
      });
      result.uploaded += 1;
    } catch (error) {
      if (!(error instanceof PreconditionFailedError)) throw error;
      const there = await store.read(key);
      if (there && there.body.equals(file.body)) result.present += 1;
      else conflicts.push(file.rel);
    }
  };
  const last = (f: LocalFile) => isPointer(f.rel);
  await inPool(
    files.filter((f) => !last(f)),
    UPLOAD_CONCURRENCY,
    put,
  );
  if (conflicts.length) throw new ImmutableVersionError(release.app, release.version, conflicts);
  await inPool(files.filter(last), UPLOAD_CONCURRENCY, put);
  if (conflicts.length) throw new ImmutableVersionError(release.app, release.version, conflicts);
  const record: ReleaseRecord = {
    app: release.app,
    version: release.version,
    uploadedAt: release.at,
    files: Object.fromEntries(files.map((f) => [f.rel, f.integrity])),
  };
  await store
    .write(`${prefix}/${RELEASE_FILE}`, Buffer.from(JSON.stringify(record, null, 2) + '\n'), {
      contentType: contentTypeFor(RELEASE_FILE),
      cacheControl: cacheControlFor(`${prefix}/${RELEASE_FILE}`),
      ifNoneMatch: '*',
    })
    .catch((error: unknown) => {
      // Another deploy of the same build finished first: same bytes, same record but for the time.
      if (!(error instanceof PreconditionFailedError)) throw error;
    });
  return result;
}
