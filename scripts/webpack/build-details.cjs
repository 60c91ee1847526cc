// Build details the config factory sets that are not about what is shared.
const path = require('node:path');
const { readFileSync } = require('node:fs');

const root = path.resolve(__dirname, '..', '..');

/**
 * The federation runtime's packages resolved to their ES builds only: the plugin that lets the
 * shell lend its runtime to the remotes (`provideExternalRuntime`) `require`s it, which would
 * otherwise bundle the CommonJS build beside the ES one, twice the runtime.
 */
function federationRuntimeAliases() {
  const alias = {};
  for (const pkg of ['@module-federation/runtime-core', '@module-federation/sdk', '@module-federation/error-codes']) {
    const dir = path.join(root, 'node_modules', ...pkg.split('/'));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    alias[`${pkg}$`] = path.join(dir, manifest.exports['.'].import.default);
  }
  return alias;
}

/**
 * React Router 7's export map names only its development build (remix-run/react-router#12532,
 * #14102), which warns at run time and weighs more; a production build takes the production one.
 */
function productionBuildAliases() {
  const dist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/** CDN origins the shell may load remotes from besides its own (`RENTAL_REMOTE_ORIGINS=https://a,https://b`). */
function remoteOrigins() {
  return (process.env.RENTAL_REMOTE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
}

module.exports = { federationRuntimeAliases, productionBuildAliases, remoteOrigins };
