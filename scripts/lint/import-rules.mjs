import { createRequire } from 'node:module';

/** Packages the shell lends in part (scripts/webpack/shared-config.cjs): their other exports are not there. */
const { LENT_EXPORTS } = createRequire(import.meta.url)('../webpack/shared-config.cjs');

/**
 * Imports that go another way: components through @rental/shared, which loads them lazily; the
 * request hook by the module path the shell shares it under.
 */
export const PREFERRED_IMPORTS = [
  {
    name: 'antd-mobile',
    importNames: ['ErrorBlock'],
    message: 'Use ErrorPicture from @rental/shared: it fetches the pictures only when a fault shows.',
  },
  {
    name: 'ahooks',
    importNames: ['useRequest'],
    message: "import useRequest from 'ahooks/es/useRequest': the shell shares that module, one copy for the whole app.",
  },
  ...Object.entries(LENT_EXPORTS).map(([name, allowImportNames]) => ({
    name,
    allowImportNames,
    message: `The shell lends only these exports of ${name} (LENT_EXPORTS in scripts/webpack/shared-config.cjs).`,
  })),
];

/**
 * The router is bundled into the shell alone: code routes through @rental/shared's navigation
 * (useNavigate, useLocation, Link). Only it and the routers' hosts (the shell's app and route host,
 * which gives each kept tab page a location of its own; a remote's standalone frame) import the
 * router; tests mount theirs.
 */
export const ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: "Route through @rental/shared (useNavigate, useLocation, Link): the router isn't shared with remotes.",
};
export const ROUTER_HOSTS = [
  'shell/src/app.tsx',
  'shell/src/routing/route-host.tsx',
  // The build's prerender draws the app at home, where the page's hash router cannot run.
  'shell/src/frame/render-frame.tsx',
  'shared/src/navigation/**',
  'shared/src/app/standalone-app.tsx',
];

/** What the apps take from the shared library, not from the package beneath it. */
export const APP_IMPORTS = [
  {
    name: 'valibot',
    message: "Declare shapes with `v` from @rental/shared: one copy of valibot's functions in the page.",
  },
];
