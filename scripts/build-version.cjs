// The version of an app's build: its package version plus a hash of everything its bytes come from,
// so two builds share a version exactly when they share their inputs (`1.4.0+3f9c2ab1`). CommonJS,
// because the webpack config factory needs it synchronously.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Inputs every app's output depends on besides its own folder. */
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  // Published with the shell's version and recorded in each remote's (scripts/webpack/shell-types.cjs).
  'shared/public-surface.json',
  'webpack.config.base.js',
  'scripts/build-version.cjs',
  'scripts/webpack',
  'scripts/antd-modules.cjs',
  'scripts/antd-imports-loader.cjs',
  'templates',
  'package.json',
  'package-lock.json',
];

/** Inputs of one app only: the shell bundles the platform's browser runtime (registry, gate, canary). */
const APP_INPUTS = { shell: ['platform/src', 'platform/package.json'] };

/** Settings that change what a build contains, so they are part of its version too. */
const BUILD_ENV = ['RENTAL_REMOTE_ORIGINS'];

const SKIPPED = new Set(['node_modules', 'dist', 'testing']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

function hashTree(hash, target, base) {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) {
    for (const name of readdirSync(target).sort()) {
      if (SKIPPED.has(name) || isTest(name)) continue;
      hashTree(hash, path.join(target, name), base);
    }
    return;
  }
  hash.update(path.relative(base, target));
  hash.update(readFileSync(target));
}

/** A hash of the app's sources and of everything shared it is built from (tests excluded). */
function sourceHash(appDir, base = root) {
  const hash = createHash('sha256');
  hashTree(hash, path.resolve(appDir), base);
  const own = APP_INPUTS[path.basename(path.resolve(appDir))] ?? [];
  for (const input of [...COMMON_INPUTS, ...own]) hashTree(hash, path.join(base, input), base);
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}`);
  return hash.digest('hex');
}

/** `<package version>+<8 hex of the source hash>`. */
function buildVersion(appDir) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${pkg.version}+${sourceHash(appDir).slice(0, 8)}`;
}

/**
 * The commit the build comes from and its committer time (what deploys are ordered by), `dirty` when
 * the tree has uncommitted changes; null outside git.
 */
function buildCommit() {
  const git = (args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const [sha, committedAt] = git(['log', '-1', '--format=%H %cI']).split(' ');
    const dirty = git(['status', '--porcelain']) !== '';
    return { sha, committedAt: new Date(committedAt).toISOString(), ...(dirty ? { dirty: true } : {}) };
  } catch {
    return null;
  }
}

module.exports = { sourceHash, buildVersion, buildCommit };
