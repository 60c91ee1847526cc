// The one config factory every app (the shell and the four remotes) builds with.
const path = require('node:path');
const { readFileSync } = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { RetryChunkLoadPlugin } = require('webpack-retry-chunk-load-plugin');

const { buildCommit, buildVersion } = require('./scripts/build-version.cjs');
const {
  RUNTIME_OPTIMIZATION,
  esModuleAliases,
  federationRuntimeAliases,
  productionBuildAliases,
  remoteOrigins,
  runtimeDefines,
  healthSample,
} = require('./scripts/webpack/build-details.cjs');
const { BootPreloadPlugin } = require('./scripts/webpack/boot-preload.cjs');
const { PrerenderFramePlugin } = require('./scripts/webpack/prerender-frame.cjs');
const { BrotliCopiesPlugin } = require('./scripts/webpack/brotli-copies.cjs');
const { CompileHintsPlugin } = require('./scripts/webpack/compile-hints.cjs');
const { hostChunks, monolithChunks } = require('./scripts/webpack/host-chunks.cjs');
const { JsonAssetPlugin, stampManifest } = require('./scripts/webpack/json-assets.cjs');
const { providedVersions, sharedConfig } = require('./scripts/webpack/shared-config.cjs');
const { knownRoutes, routePathsOf } = require('./scripts/webpack/route-catalogue.cjs');
const { shellTypes, usedShellTypes } = require('./scripts/webpack/shell-types.cjs');

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
              // The catalogue's route paths only: its descriptions are for people, not the first screen.
              __KNOWN_ROUTES__: JSON.stringify(knownRoutes()),
            }
          : {}),
        ...(isHost ? { ...runtimeDefines(), __HEALTH_SAMPLE__: JSON.stringify(healthSample()) } : {}),
      }),
      // The one axios instance uses the XHR adapter; its fetch adapter is left out of every build.
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(__dirname, 'scripts', 'webpack', 'axios-without-fetch.mjs'),
      ),
      // React has the hook: antd-mobile's shim for older Reacts is left out too.
      new webpack.NormalModuleReplacementPlugin(
        /^use-sync-external-store\/shim$/,
        path.join(__dirname, 'scripts', 'webpack', 'use-sync-external-store-react.mjs'),
      ),
      // A page or vendor file that fails (a dropped connection, or gone after a redeploy and still
      // cached as missing) is fetched once more under a new query, past any cache, before the page
      // shows its error with a retry.
      new RetryChunkLoadPlugin({
        maxRetries: 1,
        retryDelay: 300,
        cacheBust: 'function () { return "retry=" + Date.now(); }',
      }),
    ];
    // Only the remotes are federation containers. The shell bundles its own modules as a monolith
    // does and starts the federation runtime when a remote is first needed (src/federation/host.ts),
    // lending it and every shared module from there: its first render never waits for the runtime.
    if (!ownsPage) {
      plugins.push(
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          manifest: { fileName: 'mf-manifest.json' },
          experiments: {
            optimization: RUNTIME_OPTIMIZATION,
            // In production the shell lends its runtime (no remote downloads its own); a development remote
            // also runs standalone, so it keeps its own.
            ...(isProd ? { externalRuntime: true } : {}),
          },
          remotes: {},
          runtimePlugins: [path.join(__dirname, 'shared', 'src', 'app', 'share-scope-once.ts')],
          shared: sharedConfig(isProd),
          dts: false,
        }),
      );
    }

    if (ownsPage || !isProd) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'templates', 'index.html'),
          // In the page itself: a file would be one more request on the first screen, for 311 bytes.
          faviconHref: `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(__dirname, 'templates', 'favicon.svg'), 'utf8').trim())}`,
          title: ownsPage ? '优品租机' : `${folder} (standalone)`,
          // The shell's first question (which remote versions to run) goes out with the page's own
          // scripts instead of after them.
          registryUrl: isHost ? '/h5/remotes.json' : null,
          // Drawn by the HTML itself (the prerendered frame, and in development the bare page).
          homeSkeletonStyle: `<style>${readFileSync(path.join(__dirname, 'shell', 'src', 'frame', 'home-skeleton.css'), 'utf8')}</style>`,
          inject: 'body',
          // html-webpack-plugin's production defaults, and the page's own styles minified too.
          minify: isProd && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
            minifyCSS: true,
          },
        }),
      );
    }
    if (ownsPage && isProd) {
      plugins.push(
        new PrerenderFramePlugin({ entry: path.join(__dirname, 'shell', 'src', 'frame', 'render-frame.tsx') }),
      );
    }

    if (isProd) {
      plugins.push(
        // Every script a renter runs is compiled as it arrives, not when first called: on a slow phone
        // the first call of each function otherwise waits for its compile (docs/performance.md).
        new CompileHintsPlugin(),
        // Served where the site's nginx has the brotli module: fewer bytes than gzip on the first
        // screen (`npm run bench` prints them as sent).
        new BrotliCopiesPlugin(),
      );
    }

    if (isMonolith && isProd) plugins.push(new BootPreloadPlugin({ boot: false }));
    if (isHost) {
      plugins.push(new JsonAssetPlugin('ShellContractPlugin', 'shell-manifest.json', () => contract));
      // Its types, for the remote teams' check: a file of its own, so the app's scripts carry none of it.
      plugins.push(new JsonAssetPlugin('ShellTypesPlugin', 'shell-types.json', () => shellTypes(version)));
      if (isProd) plugins.push(new BootPreloadPlugin({ boot: true }));
    } else if (!isMonolith) {
      const routes = routePathsOf(federationName);
      const entry = { name: federationName, dir: folder, version, manifest: 'mf-manifest.json', routes };
      // What a deploy writes into the registry for this version.
      plugins.push(new JsonAssetPlugin('RegistryEntryPlugin', 'registry-entry.json', () => entry));
      // What of the shell's typed contract it was compiled against, for `check:remote` and the gate.
      plugins.push(
        new JsonAssetPlugin('UsedShellTypesPlugin', 'uses-shell-types.json', () => usedShellTypes(dir, exposes)),
      );
      if (isProd) plugins.push(stampManifest(version, dir));
    }
    if (isProd && !isMonolith) {
      // What a deploy orders versions by. Beside the build, never uploaded: uploaded files must not
      // change with the commit when the sources did not.
      const commit = buildCommit();
      if (commit) plugins.push(new JsonAssetPlugin('BuildCommitPlugin', 'build-commit.json', () => commit));
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
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { ...federationRuntimeAliases(), ...esModuleAliases(), ...(isProd ? productionBuildAliases() : {}) },
      },
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
          {
            test: /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][A-Z]\w*\.js$/,
            use: path.join(__dirname, 'scripts', 'webpack', 'icons-loader.cjs'),
          },
          {
            // So that the gate's one version check does not bring the whole federation runtime into the
            // shell's first file. Its one top-level work (the page's `__FEDERATION__`) is in a module
            // whose exports the runtime uses, so wherever the runtime runs, that module is kept.
            test: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]/,
            sideEffects: false,
          },
          {
            test: /\.css$/,
            use: [
              ...(ownsPage && isProd ? [path.join(__dirname, 'scripts', 'webpack', 'frame-css-skip.cjs')] : []),
              'style-loader',
              { loader: 'css-loader', options: { sourceMap: !isProd } },
              ...(isProd ? [path.join(__dirname, 'scripts', 'webpack', 'css-minify-loader.cjs')] : []),
            ],
          },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins,
      optimization: isProd
        ? {
            minimize: true,
            minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
            ...(isHost ? { splitChunks: hostChunks() } : {}),
            ...(isMonolith ? { splitChunks: monolithChunks() } : {}),
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

module.exports = { createConfig };
