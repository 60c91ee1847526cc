import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { withOwnedLock } from './owned-lock';
import {
  PreconditionFailedError,
  type ListedObject,
  type SiteStore,
  type StoredObject,
  type WriteOptions,
} from './site-store';

// A lock is held for one read-compare-write of one file: milliseconds. Past this its owner is hung.
const LOCK = { staleMs: 30_000, waitMs: 25 };

const etagOf = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A site in a local folder (`npm start`, the tests, a server's document root). Conditional writes
 * are made atomic by a lock beside the file, inside the site, so every process writing this site
 * (whatever checkout it runs from) takes the same one.
 */
export class LocalStore implements SiteStore {
  readonly description: string;

  constructor(
    readonly root: string,
    /** Where a lock taken over from a dead writer, or waited for, is said. */
    private readonly notice: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  ) {
    this.description = root;
  }

  private file(key: string): string {
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`key outside the site: ${key}`);
    return full;
  }

  async read(key: string): Promise<StoredObject | null> {
    const body = await readOrNull(this.file(key));
    return body ? { body, etag: etagOf(body) } : null;
  }

  async write(key: string, body: Buffer, options: WriteOptions): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const conditional = options.ifMatch !== undefined || options.ifNoneMatch !== undefined;
    if (!conditional) return replace(file, body);
    await withOwnedLock(`${file}.lock`, { ...LOCK, notice: this.notice }, async () => {
      const current = await readOrNull(file);
      if (options.ifNoneMatch === '*' && current) throw new PreconditionFailedError(key);
      if (options.ifMatch !== undefined && (!current || etagOf(current) !== options.ifMatch)) {
        throw new PreconditionFailedError(key);
      }
      await replace(file, body);
    });
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.listSized(prefix)).map((o) => o.key);
  }

  async listSized(prefix: string): Promise<ListedObject[]> {
    const base = this.file(prefix.replace(/\/+$/, '') || '.');
    const found: ListedObject[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.name.endsWith('.lock') || entry.name.endsWith('.tmp')) continue;
        if (entry.isDirectory()) await walk(full);
        else {
          // Gone between the listing and the stat (a concurrent prune): not there, then.
          const stat = await fs.stat(full).catch(() => null);
          if (stat) found.push({ key: path.relative(this.root, full).split(path.sep).join('/'), size: stat.size });
        }
      }
    };
    await walk(base);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    await fs.rm(file, { force: true });
    // Folders emptied by it go too, up to the site's root, so a removed version leaves no trace.
    const root = path.resolve(this.root);
    for (let dir = path.dirname(file); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
      const emptied = await fs.rmdir(dir).then(
        () => true,
        () => false,
      );
      if (!emptied) break;
    }
  }
}

/** Readers never see half a file: write beside it, then rename over it. */
async function replace(file: string, body: Buffer): Promise<void> {
  const tmp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}
