import { isRecord } from '../registry/guards';
import type { SiteStore } from '../store/site-store';
import { RefusedError } from './errors';
import { integrityOf, type LocalFile } from './local-files';
import { ImmutableVersionError, inPool, readRelease, RELEASE_FILE } from './upload-version';

const READ_CONCURRENCY = 8;

/** A version's folder on a site, and how messages name it (`mf_orders 1.4.0+3f9c2ab1`). */
export interface VersionOnSite {
  /** What its `release.json` says it is of: the remote's folder (`mf-orders`) or `shell`. */
  app: string;
  version: string;
  prefix: string;
  subject: string;
}

/** A path inside the version's folder: a `..`, an empty part or a backslash would reach outside it. */
const inside = (rel: string) =>
  rel !== RELEASE_FILE && !rel.includes('\\') && rel.split('/').every((p) => p !== '' && p !== '.' && p !== '..');

const some = (items: string[]) => `${items.slice(0, 5).join(', ')}${items.length > 5 ? ', …' : ''}`;

/**
 * Every file of a version as `store` holds it, each checked against the sha384 its `release.json`
 * recorded at upload: a byte changed, a file missing, or a record that is not this version's refuses
 * the whole version in one line. Only the files the record lists are read (and so copied).
 */
export async function readVerifiedVersion(
  store: SiteStore,
  v: VersionOnSite,
  required: string[],
): Promise<LocalFile[]> {
  const where = `${v.subject} on ${store.description}`;
  const refuse = (why: string) => new RefusedError(`${where} ${why}; nothing was written`);
  const release = await readRelease(store, v.prefix);
  if (!release) throw refuse(`is not there whole (no ${RELEASE_FILE})`);
  if (release.app !== v.app || release.version !== v.version || !isRecord(release.files))
    throw refuse(`has a ${RELEASE_FILE} that is not this version's record`);
  const recorded = release.files as Record<string, unknown>;
  const rels = Object.keys(recorded);
  const outside = rels.filter((rel) => !inside(rel));
  if (outside.length) throw refuse(`has a ${RELEASE_FILE} naming ${some(outside)}, not files of its folder`);
  const absent = required.filter((rel) => !rels.includes(rel));
  if (absent.length) throw refuse(`has a ${RELEASE_FILE} that lists no ${absent.join(', ')}`);

  const files: LocalFile[] = [];
  const problems: string[] = [];
  await inPool(rels, READ_CONCURRENCY, async (rel) => {
    const stored = await store.read(`${v.prefix}/${rel}`);
    if (!stored) return void problems.push(`${rel} is missing`);
    const integrity = integrityOf(stored.body);
    if (integrity !== recorded[rel]) return void problems.push(`${rel} differs from its recorded sha384`);
    files.push({ rel, body: stored.body, integrity });
  });
  if (problems.length) throw refuse(`is not what was tested: ${some(problems.sort())}`);
  return files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/**
 * A version the target site already holds (promoted before, or an upload cut short) must be these
 * very bytes: its record and every file of it there are read and compared, never overwritten. What
 * is missing is left to the upload, which puts it back create-only.
 */
export async function verifyPresent(store: SiteStore, v: VersionOnSite, files: LocalFile[]): Promise<void> {
  const release = await readRelease(store, v.prefix);
  const differing = release
    ? [
        ...files.filter((f) => release.files[f.rel] !== f.integrity).map((f) => f.rel),
        ...Object.keys(release.files).filter((rel) => !files.some((f) => f.rel === rel)),
      ]
    : [];
  const there = new Set(await store.list(`${v.prefix}/`));
  const present = files.filter((f) => there.has(`${v.prefix}/${f.rel}`));
  await inPool(present, READ_CONCURRENCY, async (f) => {
    const stored = await store.read(`${v.prefix}/${f.rel}`);
    if (stored && integrityOf(stored.body) !== f.integrity) differing.push(f.rel);
  });
  if (differing.length) throw new ImmutableVersionError(v.app, v.version, [...new Set(differing)].sort());
}
