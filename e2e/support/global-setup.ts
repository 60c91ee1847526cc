import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eSite, repoRoot } from './paths';

/** Deploys the production builds (made by `npm run build` before the suite) into a fresh site. */
export default function globalSetup(): void {
  rmSync(e2eSite, { recursive: true, force: true });
  const deploy = path.join(repoRoot, 'scripts', 'deploy.mjs');
  const apps = ['shell', 'mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];
  execFileSync(process.execPath, [deploy, ...apps, '--site', e2eSite], { stdio: 'pipe' });
}
