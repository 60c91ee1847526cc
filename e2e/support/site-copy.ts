import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

interface Tree {
  /** Each file's size and modification time, by its path inside the site. */
  files: Map<string, string>;
  dirs: Set<string>;
}

function walk(base: string, rel = '', into: Tree = { files: new Map(), dirs: new Set() }): Tree {
  for (const entry of readdirSync(path.join(base, rel), { withFileTypes: true })) {
    const name = path.join(rel, entry.name);
    if (entry.isDirectory()) {
      into.dirs.add(name);
      walk(base, name, into);
    } else {
      const stat = statSync(path.join(base, name));
      into.files.set(name, `${stat.size}:${Math.trunc(stat.mtimeMs)}`);
    }
  }
  return into;
}

function copyKeepingTime(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  const stat = statSync(from);
  utimesSync(to, stat.atime, stat.mtime);
}

/**
 * A worker's copy of the deployed site that goes back to pristine after each test by copying only
 * what the test changed (a bad deploy, a rollback, a rewritten registry): a whole copy takes seconds
 * on a loaded machine, and most tests change nothing.
 */
export class SiteCopy {
  private readonly pristine: Tree;

  constructor(
    private readonly source: string,
    readonly dir: string,
  ) {
    for (const file of walk(source).files.keys()) copyKeepingTime(path.join(source, file), path.join(dir, file));
    this.pristine = walk(dir);
  }

  /** Puts back every changed or removed file, and removes every file and folder a test added. */
  restore(): void {
    const now = walk(this.dir);
    for (const dir of now.dirs) {
      if (!this.pristine.dirs.has(dir)) rmSync(path.join(this.dir, dir), { recursive: true, force: true });
    }
    for (const file of now.files.keys()) {
      if (!this.pristine.files.has(file)) rmSync(path.join(this.dir, file), { force: true });
    }
    for (const [file, stamp] of this.pristine.files) {
      if (now.files.get(file) !== stamp) copyKeepingTime(path.join(this.source, file), path.join(this.dir, file));
    }
  }
}
