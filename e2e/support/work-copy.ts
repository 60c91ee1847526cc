import { execFile } from 'node:child_process';
import { copyCheckout } from '../../scripts/work-copy.mjs';
import { repoRoot } from './paths';

/**
 * A copy of the checkout as it is (tracked and new files, none ignored, uncommitted edits too),
 * sharing its installed packages: a place where a command may change the project's own files.
 */
export const workCopy = (label: string): { dir: string; remove(): void } =>
  copyCheckout(repoRoot, `rental-test-${label}-`);

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
