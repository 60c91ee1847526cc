import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface LocalFile {
  /** Path inside the build, with `/`. */
  rel: string;
  body: Buffer;
  /** Subresource-integrity form: `sha384-<base64>`. */
  integrity: string;
}

export const integrityOf = (body: Buffer): string => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** Bookkeeping of the build tool, not part of what is deployed. */
const LOCAL_ONLY = new Set(['.build-stamp']);

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
  return files.sort((a, b) => a.rel.localeCompare(b.rel));
}
