import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

/**
 * A copy of the checkout as it is (tracked and new files, none ignored, uncommitted edits too),
 * sharing its installed packages: a place where a command may change the project's own files.
 */
export function workCopy(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `rental-test-${label}-`));
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repoRoot });
  for (const rel of listed.toString('utf8').split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    try {
      cpSync(path.join(repoRoot, rel), path.join(dir, rel));
    } catch {
      // a file deleted in the checkout but not yet from git's index: not part of the tree as it is
    }
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Run {
  code: number;
  out: string;
}

/** Runs a Node script of the copy (its own relative paths, its own `scripts/apps.json`). */
export function nodeIn(dir: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const env = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
    execFile(process.execPath, args, { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, out: `${stdout}\n${stderr}`.trim() });
    });
  });
}
