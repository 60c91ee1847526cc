// Build details the config factory sets that are not about what is shared.
const path = require('node:path');
const { readFileSync } = require('node:fs');

const root = path.resolve(__dirname, '..', '..');

/**
 * The federation runtime's packages resolved to their ES builds however they are asked for
 * (`require` included), so a build never carries the CommonJS copy beside the ES one, twice the
 * runtime.
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
 * What the federation runtime leaves out: the shell reads and judges manifests itself (the gate) and
 * registers remotes by their entry script, so the runtime's manifest machinery (its snapshots) goes,
 * and it only ever runs in a browser. The remotes' federation plugin takes it as is.
 */
const RUNTIME_OPTIMIZATION = { target: 'web', disableSnapshot: true };

/** The same for the shell, which starts the runtime itself: the flags the plugin would define. */
function runtimeDefines() {
  return {
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: RUNTIME_OPTIMIZATION.disableSnapshot,
    FEDERATION_OPTIMIZE_NO_REMOTE: false,
    FEDERATION_OPTIMIZE_NO_SHARED: false,
    ENV_TARGET: JSON.stringify(RUNTIME_OPTIMIZATION.target),
  };
}

/**
 * React Router 7's export map names only its development build (remix-run/react-router#12532,
 * #14102), which warns at run time and weighs more; a production build takes the production one.
 */
function productionBuildAliases() {
  const dist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/** The share of renters' tab sessions that send health reports (`RENTAL_HEALTH_SAMPLE`, default every one). */
function healthSample() {
  const text = process.env.RENTAL_HEALTH_SAMPLE ?? '1';
  const rate = Number(text);
  if (!(rate > 0 && rate <= 1))
    throw new Error(`RENTAL_HEALTH_SAMPLE=${text}: a share above 0 and at most 1, e.g. 0.1`);
  return rate;
}

/** CDN origins the shell may load remotes from besides its own (`RENTAL_REMOTE_ORIGINS=https://a,https://b`). */
function remoteOrigins() {
  return (process.env.RENTAL_REMOTE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
}

/**
 * antd-mobile imports a few of rc-util's CommonJS files (its popover, swiper and imperative render)
 * where the rest of it imports the ES ones: two copies of the same helpers in the page, Babel's
 * CommonJS helpers with the second. The ES files are the same code under the same names.
 */
function esModuleAliases() {
  return { 'rc-util/lib': path.join(root, 'node_modules', 'rc-util', 'es') };
}

module.exports = {
  RUNTIME_OPTIMIZATION,
  esModuleAliases,
  federationRuntimeAliases,
  healthSample,
  productionBuildAliases,
  remoteOrigins,
  runtimeDefines,
};
