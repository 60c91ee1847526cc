import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { repoRoot } from './workspace';

/** A read-only git query (no index refresh written) in this checkout; null when git or the answer is missing. */
function git(args: string[]): string | null {
  try {
    return (
      execFileSync('git', ['--no-optional-locks', ...args], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/** Who is changing the registry: CI's identity first (a runner's git config names nobody), then git's, then the OS user. */
export function whoAmI(env: NodeJS.ProcessEnv = process.env): string {
  const ci = env.GITHUB_ACTOR ?? env.CI_COMMIT_AUTHOR ?? env.GITLAB_USER_LOGIN;
  if (ci) return `${ci} (ci)`;
  const name = git(['config', 'user.name']);
  const email = git(['config', 'user.email']);
  if (name) return email ? `${name} <${email}>` : name;
  return userInfo().username;
}

/** The commit the command runs from: RENTAL_COMMIT or CI's GITHUB_SHA first, then the checkout's HEAD. */
export function currentCommit(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.RENTAL_COMMIT ?? env.GITHUB_SHA ?? env.CI_COMMIT_SHA;
  if (fromEnv) return fromEnv;
  const head = git(['rev-parse', 'HEAD']);
  if (!head) return null;
  return git(['status', '--porcelain', '--untracked-files=no']) ? `${head}+dirty` : head;
}
