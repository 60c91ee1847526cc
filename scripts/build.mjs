// Builds the production output of the named apps (all by default), skipping those whose sources
// have not changed since their last build. `--force` rebuilds regardless.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { APPS, findApp, root } from './apps.mjs';
import { withBuildLock } from './build-lock.mjs';

const require = createRequire(import.meta.url);
const { sourceHash } = require('./build-version.cjs');
const STAMP = '.build-stamp';

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

/** The Node parts: the dev API server and the delivery platform's CLI. */
export function buildNodePackages() {
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', path.join(root, 'dev-api'), path.join(root, 'platform')], {
    stdio: 'inherit',
  });
}

export function build(names = [], opts = {}) {
  return withBuildLock(() => buildUnlocked(names, opts));
}

/** For callers that already hold the build lock (the deploy CLI). */
export async function buildUnlocked(names, { force = false, devApi = true } = {}) {
  if (devApi) buildNodePackages();
  const apps = names.length ? names.map(findApp) : APPS;
  const todo = apps
    .map((app) => ({ app, hash: sourceHash(path.join(root, app.dir)) }))
    .filter(({ app, hash }) => force || !isFresh(app, hash));
  if (todo.length === 0) {
    console.log(`build: ${apps.map((a) => a.dir).join(', ')} up to date`);
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
