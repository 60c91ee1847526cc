import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { RefusedError } from './errors';

export interface LocalFile {
  /** Path inside the build, with `/`. */
  rel: string;
  body: Buffer;
  /** Subresource-integrity form: `sha384-<base64>`. */
  integrity: string;
}

export const integrityOf = (body: Buffer): string => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** Bookkeeping of the build tool, not part of what is deployed (the commit goes into the registry). */
const LOCAL_ONLY = new Set(['.build-stamp', 'build-commit.json', 'build-commit.json.br']);

export async function readBuild(dir: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  const walk = async (at: string): Promise<void> => {
    for (const entry of await fs.readdir(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (!LOCAL_ONLY.has(entry.name)) {
        const body = await fs.readFile(full);
        files.push({ rel: path.relative(dir, full).split(path.sep).join('/'), body, integrity: integrityOf(body) });
      }
    }
  };
  await walk(dir);
  checkBrotliCopies(files);
  return files.sort((a, b) => a.rel.localeCompare(b.rel));
}

function decodesTo(copy: Buffer, original: Buffer): boolean {
  try {
    return brotliDecompressSync(copy).equals(original);
  } catch {
    return false;
  }
}

/**
 * A build's `<file>.br` is what nginx sends browsers that accept brotli instead of the file: a copy
 * of other bytes would fail the page's integrity check, or run code nobody reviewed as that file.
 */
function checkBrotliCopies(files: LocalFile[]): void {
  const byRel = new Map(files.map((f) => [f.rel, f.body]));
  for (const { rel, body } of files) {
    if (!rel.endsWith('.br')) continue;
    const original = byRel.get(rel.slice(0, -3));
    if (!original || !decodesTo(body, original))
      throw new RefusedError(
        `${rel} is not ${rel.slice(0, -3)} compressed: the build changed a file after making its brotli copy. Rebuild it.`,
      );
  }
}
