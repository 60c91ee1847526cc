// Deploys every app's current build into a site with the real deploy CLI: the shell first, so the
// remotes pass the compatibility gate against it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, root } from './apps.mjs';

const require = createRequire(import.meta.url);

export async function deployAll(site, { only = APPS } = {}) {
  const { cli } = require(path.join(root, 'platform', 'dist', 'node.js'));
  for (const app of only) {
    // Every remote is deployed right after the shell, so a shell that the remotes live on the site
    // now would not run in (an older local site) is let through; each remote still passes the gate.
    const force = app.kind === 'host' && only.length > 1 ? ['--force'] : [];
    const code = await cli(['deploy', app.dir, '--site', site, '--no-build', ...force]);
    if (code !== 0) throw new Error(`deploying ${app.dir} to ${site} failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = process.argv[2];
  if (!site) {
    console.error('usage: node scripts/deploy-all.mjs <site dir>');
    process.exit(2);
  }
  await deployAll(path.resolve(site));
}
