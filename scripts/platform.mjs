// The remote teams' CLI (platform/src/cli): deploy, rollback, canary, promote, remotes, check-remote.
// Compiles the platform package first when its sources are newer than its build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './apps.mjs';

const require = createRequire(import.meta.url);
const src = path.join(root, 'platform', 'src');
const stamp = path.join(root, 'platform', 'dist', 'tsconfig.tsbuildinfo');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

if (!existsSync(stamp) || newest(src) > statSync(stamp).mtimeMs) {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', path.join(root, 'platform')], {
    stdio: 'inherit',
  });
}
const { cli } = require(path.join(root, 'platform', 'dist', 'node.js'));
process.exitCode = await cli(process.argv.slice(2));
