import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** Runs the remote teams' CLI (`npm run <command> -- …` without npm's own noise) against a site. */
export function cli(args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'platform.mjs'), ...args],
      { cwd: repoRoot },
      (error, out, err) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: out.trim(), err: err.trim() });
      },
    );
  });
}

/** The CLI must succeed; its output is returned. */
export async function cliOk(args: string[]): Promise<string> {
  const result = await cli(args);
  if (result.code !== 0) throw new Error(`${args.join(' ')} → exit ${result.code}\n${result.err}\n${result.out}`);
  return result.out;
}
