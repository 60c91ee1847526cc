// Builds the production output of the named apps (all by default), skipping those whose sources
// have not changed since their last build. `--force` rebuilds regardless.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { APPS, findApp, root } from './apps.mjs';
import { withBuildLock } from './build-lock.mjs';

const require = createRequire(import.meta.url);
const STAMP = '.build-stamp';

function hashTree(hash, target) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const name of readdirSync(target).sort()) {
      if (name === 'node_modules' || name === 'dist' || name.endsWith('.test.ts') || name.endsWith('.test.tsx'))
        continue;
      hashTree(hash, path.join(target, name));
    }
  } else {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
  }
}

function sourceHash(app) {
  const hash = createHash('sha256');
  for (const p of [app.dir, 'shared/src', 'shared/package.json', 'webpack.config.base.js', 'package.json']) {
    hashTree(hash, path.join(root, p === app.dir ? p : p));
  }
  return hash.digest('hex');
}

function isFresh(app, hash) {
  const stamp = path.join(root, app.dir, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

function runWebpack(configs) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      const info = stats.toString({ colors: false, preset: 'errors-warnings' });
      if (stats.hasErrors()) return reject(new Error(info));
      if (info.trim()) console.log(info);
      resolve();
    });
  });
}

export function buildDevApi() {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', path.join(root, 'dev-api')], {
    stdio: 'inherit',
  });
}

export function build(names = [], opts = {}) {
  return withBuildLock(() => buildUnlocked(names, opts));
}

async function buildUnlocked(names, { force = false }) {
  buildDevApi();
  const apps = names.length ? names.map(findApp) : APPS;
  const todo = apps
    .map((app) => ({ app, hash: sourceHash(app) }))
    .filter(({ app, hash }) => force || !isFresh(app, hash));
  if (todo.length === 0) {
    console.log('build: everything is up to date');
    return;
  }
  console.log(`build: ${todo.map((t) => t.app.dir).join(', ')}`);
  const started = Date.now();
  const configs = todo.map(({ app }) =>
    require(path.join(root, app.dir, 'webpack.config.js'))({}, { mode: 'production' }),
  );
  await runWebpack(configs);
  for (const { app, hash } of todo) writeFileSync(path.join(root, app.dir, 'dist', STAMP), hash);
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  build(
    args.filter((a) => !a.startsWith('--')),
    { force: args.includes('--force') },
  ).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
