// The one config factory every app (the shell and the four remotes) builds with.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const sharedPkg = require('./shared/package.json');
const { buildVersion } = require('./scripts/build-version.cjs');
const { antdSharedModules } = require('./scripts/antd-modules.cjs');

/** Packages that must exist once in the page: one React, one router context, one store, one i18n. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/utils',
  'i18next',
  'react-i18next',
  'axios',
  // One module each, so a page downloads only the components it uses (scripts/antd-imports-loader.cjs
  // rewrites `import { Button } from 'antd-mobile'`); the shell provides them all, so every component,
  // its ConfigProvider context and the React 19 render patch still exist once.
  ...antdSharedModules(),
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
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/utils',
  'i18next',
  'react-i18next',
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
 * The federation runtime's packages resolved to their ES builds only: the plugin that lets the
 * shell lend its runtime to the remotes (`provideExternalRuntime`) `require`s it, which would
 * otherwise bundle the CommonJS build beside the ES one, twice the runtime.
 */
function federationRuntimeAliases() {
  const alias = {};
  for (const pkg of ['@module-federation/runtime-core', '@module-federation/sdk', '@module-federation/error-codes']) {
    const dir = path.join(__dirname, 'node_modules', ...pkg.split('/'));
    const manifest = JSON.parse(require('node:fs').readFileSync(path.join(dir, 'package.json'), 'utf8'));
    alias[`${pkg}$`] = path.join(dir, manifest.exports['.'].import.default);
  }
  return alias;
}

/**
 * How the shell's shared modules are cut into files. Shared as modules, each would be a file of its
 * own (28 requests before home showed); the framework every page needs is one file, and the
 * internals antd-mobile's components have in common (and the style helpers) another, so a page
 * fetches only its components' own small files beside them.
 */
function hostChunks() {
  const inModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
  return {
    chunks: 'async',
    cacheGroups: {
      framework: {
        test: (module) =>
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
            'axios',
          ]).test(module.resource ?? '') || /[\\/]shared[\\/]src[\\/]/.test(module.resource ?? ''),
        name: 'framework',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      // Helpers every component file would otherwise carry its own copy of.
      componentCommons: {
        test: (module) =>
          inModules(['tslib', 'style-loader', 'css-loader', '@babel[\\\\/]runtime', 'classnames']).test(
            module.resource ?? '',
          ),
        name: 'component-commons',
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        enforce: true,
        priority: 10,
      },
    },
  };
}

/** CDN origins the shell may load remotes from besides its own (`RENTAL_REMOTE_ORIGINS=https://a,https://b`). */
function remoteOrigins() {
  return (process.env.RENTAL_REMOTE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
}

/** Writes a JSON asset at the end of processing (after the federation manifest exists). */
class JsonAssetPlugin {
  constructor(name, fileName, build) {
    this.name = name;
    this.fileName = fileName;
    this.build = build;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: this.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(this.build(compilation), null, 2) + '\n';
          const source = new webpack.sources.RawSource(json);
          if (compilation.getAsset(this.fileName)) compilation.updateAsset(this.fileName, source);
          else compilation.emitAsset(this.fileName, source);
        },
      );
    });
  }
}

/** The federation manifest names the full build version, not only the package version. */
function stampManifest(version) {
  return new JsonAssetPlugin('StampManifestPlugin', 'mf-manifest.json', (compilation) => {
    const manifest = JSON.parse(compilation.getAsset('mf-manifest.json').source.source().toString());
    manifest.metaData.buildInfo.buildVersion = version;
    return manifest;
  });
}

/**
 * @param {object} opts
 * @param {string} opts.dir        the app's folder (absolute)
 * @param {'host'|'remote'|'monolith'} opts.kind  `monolith`: the bench's reference, no federation
 * @param {number} opts.port       dev server port
 * @param {Record<string,string>} [opts.exposes]  remote only
 */
function createConfig({ dir, kind, port, exposes }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const folder = path.basename(dir);
    const federationName = folder.replace(/-/g, '_');
    const isHost = kind === 'host';
    const isMonolith = kind === 'monolith';
    // Both serve the page itself at /h5/.
    const ownsPage = isHost || isMonolith;
    // Every production build is its own immutable version; a dev build is just "dev".
    const version = isProd ? buildVersion(dir) : `${pkg.version}+dev`;
    const contract = { name: 'shell', version, shared: providedVersions() };

    const plugins = [
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        ...(ownsPage
          ? {
              __SHELL_CONTRACT__: JSON.stringify(contract),
              __REMOTE_ORIGINS__: JSON.stringify(remoteOrigins()),
            }
          : {}),
      }),
    ];
    if (!isMonolith) {
      plugins.push(
        new ModuleFederationPlugin({
          name: federationName,
          ...(isHost
            ? { shareStrategy: 'loaded-first' }
            : { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }),
          // Measured: letting the shell provide one federation runtime (`externalRuntime`) made the
          // shell as much bigger as each remote entry got smaller, so every remote keeps its own.
          experiments: {
            optimization: { target: 'web' },
            ...(isHost ? { provideExternalRuntime: true } : isProd ? { externalRuntime: true } : {}),
          },
          remotes: {},
          shared: sharedConfig(!isHost && isProd),
          dts: false,
        }),
      );
    }

    if (ownsPage || !isProd) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'templates', 'index.html'),
          favicon: path.join(__dirname, 'templates', 'favicon.svg'),
          title: ownsPage ? '优品租机' : `${folder} (standalone)`,
          inject: 'body',
        }),
      );
    }

    if (isHost) {
      plugins.push(new JsonAssetPlugin('ShellContractPlugin', 'shell-manifest.json', () => contract));
    } else if (!isMonolith) {
      const routes = require(path.join(dir, 'src', 'route-paths.json'));
      const entry = { name: federationName, dir: folder, version, manifest: 'mf-manifest.json', routes };
      // What a deploy writes into the registry for this version.
      plugins.push(new JsonAssetPlugin('RegistryEntryPlugin', 'registry-entry.json', () => entry));
      if (isProd) plugins.push(stampManifest(version));
    }

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        // The shell's files live in their version's folder; index.html, served at /h5/, points there.
        publicPath: isHost && isProd ? `/h5/shell/${encodeURIComponent(version)}/` : ownsPage ? '/h5/' : 'auto',
        // Two versions of a remote may load in one page (a fallback after a failed one): each keeps
        // its own chunk registry, so the good one never runs a module of the bad one.
        uniqueName: ownsPage || !isProd ? federationName : `${federationName}_${version.split('+')[1]}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: federationRuntimeAliases() },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // A remote in development runs inside a production shell whose React has no
                  // development internals, so only a shell in development compiles JSX for them.
                  transform: { react: { runtime: 'automatic', development: !isProd && ownsPage } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            enforce: 'pre',
            use: path.join(__dirname, 'scripts', 'antd-imports-loader.cjs'),
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins,
      optimization: isProd
        ? {
            minimize: true,
            minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
            ...(isHost ? { splitChunks: hostChunks() } : {}),
          }
        : {},
      performance: { hints: false },
      // publicPath 'auto' is deliberate: a remote's files resolve against wherever its manifest was deployed.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { publicPath: ownsPage ? '/h5/' : '/' },
        historyApiFallback: false,
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS };
