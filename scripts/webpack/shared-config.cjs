// What the apps share at run time, and how: one list, for the shell's provides, every remote's
// consumes and the shell's published contract.
const sharedPkg = require('../../shared/package.json');
const { antdSharedModules } = require('../antd-modules.cjs');

/** Packages that must exist once in the page: one React, one router context, one store, one i18n. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'i18next',
  'react-i18next',
  // One module each, so a page downloads only the components it uses (scripts/antd-imports-loader.cjs
  // rewrites `import { Button } from 'antd-mobile'`); the shell provides them all, so every component,
  // its ConfigProvider context and the React 19 render patch still exist once.
  ...antdSharedModules(),
  // The request hook nearly every page's data goes through: one copy for the app, so a remote's
  // first page does not bring its own.
  'ahooks/es/useRequest',
  // The HTTP transport under @rental/shared's client: one instance, its interceptors the contract's.
  'axios',
];

/**
 * Where a second copy or a wrong major would break the page (two Reacts, two router contexts, two
 * stores, two i18n instances, two shared libraries): the federation runtime refuses a mismatch
 * instead of warning. The shell's own gate refuses it earlier, before the remote's code runs.
 */
const STRICT = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'i18next',
  'react-i18next',
  'axios',
  '@rental/shared',
]);

const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);

/** The version installed, as the federation runtime will see it. */
function installedVersion(name) {
  if (name === '@rental/shared') return sharedPkg.version;
  return require(`${packageOf(name)}/package.json`).version;
}

/** Each shared package and the version this build provides (the shell's published contract). */
function providedVersions() {
  return Object.fromEntries([...SINGLETONS, '@rental/shared'].map((name) => [name, installedVersion(name)]));
}

/**
 * Semver ranges: a build accepts any later minor or patch of what it was built with. A production
 * remote bundles no copy of its own (`import: false`): it always runs in the shell, which provides
 * every shared module (the gate refuses a remote needing one it does not), so a module the shell has
 * not loaded yet still comes from the shell, never as a second copy from the remote. Development
 * builds keep theirs, to run standalone.
 */
function sharedConfig(consumesOnly) {
  const shared = {};
  for (const [name, version] of Object.entries(providedVersions())) {
    shared[name] = {
      singleton: true,
      strictVersion: STRICT.has(name),
      requiredVersion: `^${version}`,
      version,
      ...(consumesOnly ? { import: false } : {}),
    };
  }
  return shared;
}

/**
 * Shared packages the shell lends in part: only these exports, so the rest of the package (for
 * react-i18next, its ICU and server-rendering helpers, a third of it) is not downloaded before the
 * first page. Lint allows the remotes no other names from them.
 */
const LENT_EXPORTS = {
  'react-i18next': ['I18nextProvider', 'Trans', 'initReactI18next', 'useTranslation'],
};

module.exports = { LENT_EXPORTS, providedVersions, sharedConfig };
