const path = require('node:path');

/**
 * How the shell's shared modules are cut into files. Shared as modules, each would be a file of its
 * own (28 requests before home showed); the framework every page needs is one file, and the
 * internals antd-mobile's components have in common (and the style helpers) another, so a page
 * fetches only its components' own small files beside them.
 */

/**
 * What a remote's page takes from the shell beyond its first render, one file fetched once the boot
 * files are in: the federation runtime and the shell's start of it (src/federation/host.ts), the
 * request hook nearly every page's data goes through (with the one helper only it uses; the others
 * are antd-mobile's too, in its common file), and the small components most pages draw
 * (pictures, tags, a carousel's dots, placeholders: the avatar's and swiper's files each carried
 * their own copy of one of them, and of the staged rendering helper the picture uses; the endless
 * lists' loader, which catalog's tab pages, one file, bring with home, with the hook it locks its
 * loads with), and the common internals those components use, so home, which draws no other, needs
 * no common file. Six files before home showed became one. With them, the parts of the framework
 * the first render does not run but every remote takes (the rest of the shared library; of
 * react-i18next, what it lends).
 */
const STANDALONE = /[\\/]shared[\\/]src[\\/]app[\\/]standalone-app\.tsx$/;

const REMOTE_BASICS =
  /[\\/]node_modules[\\/](@module-federation[\\/]|ahooks[\\/]es[\\/](useRequest|useCreation|useLockFn)[\\/]|antd-mobile[\\/](es[\\/]components[\\/](image|tag|page-indicator|infinite-scroll|skeleton)|node_modules[\\/]staged-components)[\\/])|[\\/]shell[\\/]src[\\/]federation[\\/](host\.ts|lent[\\/])/;

/**
 * The HTTP transport: axios and the shared client's instance of it, which the page's HTML names
 * beside the boot files. Its own file: the calls wait for it alone, not for the runtime's.
 */
const HTTP_TRANSPORT =
  /[\\/]node_modules[\\/]axios[\\/]|[\\/]shared[\\/]src[\\/]http[\\/]transport\.ts$|[\\/]axios-without-fetch\.mjs$/;

const COMPONENT_INTERNALS =
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](utils|global|components[\\/]config-provider)[\\/]|[\\/]antd-mobile[\\/]es[\\/]locales[\\/]zh-CN\.js$/;

/** One file for every module whose path matches, whoever imports it and however small. */
const namedGroup = (name, files) => ({
  test: (module) => files.test(module.resource ?? ''),
  name,
  chunks: 'async',
  minSize: 0,
  enforce: true,
  priority: 15,
});

const inModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

const COMMON_PACKAGES = inModules([
  'tslib',
  'style-loader',
  'css-loader',
  '@babel[\\\\/]runtime',
  'classnames',
  'rc-util',
  'react-is',
  'ahooks',
  'lodash',
]);

/**
 * What only antd-mobile's word lists use (the words every other language starts from): each
 * language's file takes its own copy, so a renter reading English fetches no common file for it.
 */
const LOCALE_PARTS = /[\\/]antd-mobile[\\/]es[\\/](locales[\\/]base|utils[\\/]merge-locale)\.js$/;

const isCommon = (module) => {
  const file = module.resource ?? '';
  return !LOCALE_PARTS.test(file) && (COMPONENT_INTERNALS.test(file) || COMMON_PACKAGES.test(file));
};

/**
 * Whether a common internal is one the remote basics' components import, directly or through other
 * internals: it comes with them, and a page drawing only those needs no common file at all.
 */
function usedByRemoteBasics(module, { moduleGraph }, seen = new Set()) {
  if (seen.has(module)) return false;
  seen.add(module);
  for (const connection of moduleGraph.getIncomingConnections(module)) {
    const importer = connection.originModule;
    if (!importer) continue;
    if (REMOTE_BASICS.test(importer.resource ?? '')) return true;
    if (isCommon(importer) && usedByRemoteBasics(importer, { moduleGraph }, seen)) return true;
  }
  return false;
}

/** The chunk group of the shell's first render: what `import('./bootstrap')` in src/index.ts loads. */
const isBootGroup = (group) =>
  group.origins.some((o) => o.module?.resource?.endsWith(`${path.sep}src${path.sep}index.ts`));

/** Whether the shell's first render runs the module. */
const drawnFirst = (module, { chunkGraph }) =>
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => [...chunk.groupsIterable].some(isBootGroup));

const isFramework = (module) =>
  inModules([
    'react',
    'react-dom',
    'scheduler',
    'jotai',
    'i18next',
    'react-i18next',
    'html-parse-stringify',
    'void-elements',
    'use-sync-external-store',
  ]).test(module.resource ?? '') || /[\\/]shared[\\/]src[\\/]/.test(module.resource ?? '');

const commonsGroup = (name, test) => ({
  test,
  name,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  enforce: true,
  priority: 10,
});

/** The transport's own file, by name: the page's HTML asks for it (boot-preload.cjs). */
const transportGroup = () => ({ ...namedGroup('http-transport', HTTP_TRANSPORT), priority: 25 });

/** A monolith build's cut: webpack's own, with the transport a file of its own as in the shell's. */
const monolithChunks = () => ({ cacheGroups: { httpTransport: transportGroup() } });

function hostChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      // The framework's modules the first render runs; the rest of what the shell lends (the shared
      // library's and react-i18next's other exports) is no part of the tab bar's wait.
      framework: {
        test: (module, graph) => isFramework(module) && drawnFirst(module, graph),
        name: 'framework',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      // The rest of what the first render runs (the router, the shell's own start, the tab bar's
      // components and the antd-mobile internals they use): one file, not four. Each file the HTML
      // names is a request before home content; the framework stays a file of its own, so neither
      // file's evaluation is one long task (as one file: Lighthouse's TBT 57 → 168 ms).
      boot: {
        test: (module, graph) => drawnFirst(module, graph) && !HTTP_TRANSPORT.test(module.resource ?? ''),
        name: 'boot',
        chunks: 'async',
        enforce: true,
        priority: 19,
      },
      httpTransport: transportGroup(),
      remoteBasics: {
        ...namedGroup('remote-basics', REMOTE_BASICS),
        // The standalone frame (a remote's own development page) stays in its own async file.
        test: (module, graph) =>
          REMOTE_BASICS.test(module.resource ?? '') ||
          (isFramework(module) && !drawnFirst(module, graph) && !STANDALONE.test(module.resource ?? '')) ||
          (isCommon(module) && !drawnFirst(module, graph) && usedByRemoteBasics(module, graph)),
        priority: 20,
      },
      // What every component file would otherwise carry its own copy of (webpack only splits out
      // pieces of 20 KB and more): antd-mobile's utilities, its configuration context with its default
      // (Chinese) words, and the helpers. Those the shell's first render draws with are in `boot`;
      // those only other components use (the shell lends every one) come with the first page that
      // draws one of them, not on the way to the tab bar.
      componentCommonsLater: commonsGroup(
        'component-commons-pages',
        (module, graph) => isCommon(module) && !drawnFirst(module, graph),
      ),
      // The animation and gesture engines behind popups, toasts, swipers and pull-to-refresh.
      componentMotion: commonsGroup('component-motion', (module) =>
        inModules(['@react-spring', '@use-gesture']).test(module.resource ?? ''),
      ),
    },
  };
}

module.exports = { hostChunks, isBootGroup, monolithChunks };
