import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eSite, repoRoot } from './paths';

/** Deploys the production builds (made by `npm run build` before the suite) into a fresh site with the real CLI. */
export default function globalSetup(): void {
  rmSync(e2eSite, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'deploy-all.mjs'), e2eSite], { stdio: 'pipe' });
}
