import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor, MIME } from '../site/cache-policy';
import { PreconditionFailedError, type SiteStore } from '../store/site-store';
import type { LocalFile } from './local-files';

/**
 * A returning renter's browser holds the scripts of the version it last ran, and offers each one
 * as a compression dictionary for the same file of the next version (`Use-As-Dictionary`, sent by
 * the server; the browser asks with `Available-Dictionary`: the dictionary's SHA-256). A deploy
 * writes each new script as a zstd delta against its counterpart in the version renters have
 * (Chromium's `dcz` encoding), beside the script: `<file>.dcz/<that SHA-256, base64>`. The server
 * answers with the delta when the browser offers that very dictionary, and with the file otherwise.
 */

/** `dcz`: zstd's skippable-frame magic for dictionary-compressed responses, then the dictionary's hash. */
const DCZ_MAGIC = Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);
/** A delta is written only when it weighs at most this share of the file as sent (its brotli copy). */
const WORTH = 0.5;

/** `tab-pages.3e7b7de1.js` → `tab-pages`, `remoteEntry.js` → `remoteEntry`; null for anything else. */
export function scriptStem(rel: string): string | null {
  const match = /^([\w-]+?)(?:\.[0-9a-f]{8,})?\.js$/.exec(rel);
  return match?.[1] ?? null;
}

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** The dictionary's hash as the browser names it in `Available-Dictionary` (between colons). */
export const dictionaryHash = (dictionary: Buffer): string => sha256(dictionary).toString('base64');

/** Where the delta of `rel` against `dictionary` lies, in the version's folder (`//` as `/`, as a file system has it). */
export const deltaPath = (rel: string, dictionary: Buffer): string =>
  `${rel}.dcz/${dictionaryHash(dictionary)}`.replace(/\/{2,}/g, '/');

/** Compresses `file` against `dictionary` (its bytes as a raw prefix), as `dcz` carries it. */
export type Compress = (dictionary: Buffer, file: Buffer) => Promise<Buffer>;

export class ZstdMissingError extends Error {
  override name = 'ZstdMissingError';
}

/** zstd's command line (`bin`), at its strongest level: a deploy is written once, read by every renter. */
export function zstdCommand(bin = 'zstd'): Compress {
  return async (dictionary, file) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rental-dcz-'));
    try {
      const [dict, input] = [path.join(dir, 'dictionary'), path.join(dir, 'file')];
      await Promise.all([writeFile(dict, dictionary), writeFile(input, file)]);
      return await new Promise<Buffer>((resolve, reject) => {
        execFile(
          bin,
          ['-19', '-q', '-c', '--no-check', '-D', dict, input],
          { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
          (error, stdout) => {
            if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
              reject(new ZstdMissingError(`${bin} is not installed`));
            else if (error) reject(error);
            else resolve(stdout);
          },
        );
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

export const zstdCompress: Compress = zstdCommand();

/** The `dcz` body of `file` against `dictionary`. */
export async function dczBody(dictionary: Buffer, file: Buffer, compress: Compress): Promise<Buffer> {
  return Buffer.concat([DCZ_MAGIC, sha256(dictionary), await compress(dictionary, file)]);
}

/** A version's files by their path in it: its scripts, and their brotli copies for what they weigh as sent. */
type Files = readonly Pick<LocalFile, 'rel' | 'body'>[];

export interface DeltaResult {
  /** Deltas written (or already there from an earlier run of the same deploy). */
  written: number;
  /** What those scripts weigh as sent (their brotli copies), and as deltas. */
  wholeBytes: number;
  deltaBytes: number;
}

/**
 * Writes, into the new version's folder, each of its scripts as a delta against the script of the
 * same name in `from` (the version renters have), create-only like the rest of the folder. Scripts
 * with no counterpart, or whose delta would save less than half, are skipped.
 */
export async function writeDeltas(
  store: SiteStore,
  to: { prefix: string; files: Files },
  from: { prefix: string },
  compress: Compress = zstdCompress,
): Promise<DeltaResult> {
  const previous = new Map<string, string>();
  for (const key of await store.list(`${from.prefix}/`)) {
    const rel = key.slice(from.prefix.length + 1);
    const stem = scriptStem(rel);
    if (stem) previous.set(stem, key);
  }
  const sent = new Map(to.files.map((f) => [f.rel, f.body.length]));
  const result: DeltaResult = { written: 0, wholeBytes: 0, deltaBytes: 0 };
  for (const file of to.files) {
    const stem = scriptStem(file.rel);
    const counterpart = stem && previous.get(stem);
    if (!counterpart) continue;
    // The same bytes still need one: the new version's script has a new address.
    const dictionary = (await store.read(counterpart))?.body;
    if (!dictionary) continue;
    const delta = await dczBody(dictionary, file.body, compress);
    const whole = sent.get(`${file.rel}.br`) ?? file.body.length;
    if (delta.length > whole * WORTH) continue;
    const deltaKey = `${to.prefix}/${deltaPath(file.rel, dictionary)}`;
    try {
      await store.write(deltaKey, delta, {
        contentType: MIME['.js'] ?? 'text/javascript',
        cacheControl: cacheControlFor(deltaKey),
        ifNoneMatch: '*',
      });
    } catch (error) {
      if (!(error instanceof PreconditionFailedError)) throw error;
    }
    result.written += 1;
    result.wholeBytes += whole;
    result.deltaBytes += delta.length;
  }
  return result;
}

/** What a deploy reports of its deltas: written against `from`, or why renters take the scripts whole. */
export interface DeltasOutcome {
  deltas: (DeltaResult & { from: string }) | null;
  notes: string[];
}

/**
 * The new version's deltas against the live one's, written before the registry sends renters to
 * it. Never fails a deploy: what stops them is a note (`subject`: `mf_orders`, `the shell`).
 */
export async function deltasAgainstLive(
  store: SiteStore,
  to: { subject: string; version: string; prefix: string; files: Files | (() => Promise<Files>) },
  live: { version: string; prefix: string } | null,
  compress?: Compress,
): Promise<DeltasOutcome> {
  if (!live || live.version === to.version) return { deltas: null, notes: [] };
  try {
    const files = typeof to.files === 'function' ? await to.files() : to.files;
    const result = await writeDeltas(store, { prefix: to.prefix, files }, { prefix: live.prefix }, compress);
    return { deltas: { ...result, from: live.version }, notes: [] };
  } catch (error) {
    const why =
      error instanceof ZstdMissingError
        ? 'zstd is not installed here (Debian: apt-get install zstd)'
        : `they could not be written (${(error as Error).message.split('\n')[0]})`;
    return {
      deltas: null,
      notes: [`renters of ${live.version} download ${to.subject}'s changed scripts whole: ${why}`],
    };
  }
}

/** A deployed version's scripts and their brotli copies, read back from the site (what a delta needs). */
export async function scriptsOnSite(store: SiteStore, prefix: string): Promise<Files> {
  const files: Pick<LocalFile, 'rel' | 'body'>[] = [];
  for (const key of await store.list(`${prefix}/`)) {
    const rel = key.slice(prefix.length + 1);
    if (!scriptStem(rel.replace(/\.br$/, ''))) continue;
    const body = (await store.read(key))?.body;
    if (body) files.push({ rel, body });
  }
  return files;
}

/**
 * Once renters are sent back (a rollback, a canary ended), the scripts they now get as deltas
 * against those they had: a bad version's or a canary's renters may never have held the version
 * they return to. Called after the registry changed, so going back is never slower for them.
 */
export function deltasBack(
  store: SiteStore,
  subject: string,
  prefix: (version: string) => string,
  from: string | null,
  to: string,
  compress?: Compress,
): Promise<DeltasOutcome> {
  return deltasAgainstLive(
    store,
    { subject, version: to, prefix: prefix(to), files: () => scriptsOnSite(store, prefix(to)) },
    from ? { version: from, prefix: prefix(from) } : null,
    compress,
  );
}
