// The one config factory every app (the shell and the four remotes) builds with.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const rootPkg = require('./package.json');
const sharedPkg = require('./shared/package.json');

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
  'antd-mobile',
  'axios',
];

function versionOf(pkgName) {
  const base = pkgName.startsWith('@') ? pkgName.split('/').slice(0, 2).join('/') : pkgName.split('/')[0];
  return rootPkg.dependencies[base];
}

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  }
  shared['@rental/shared'] = { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version };
  return shared;
}

/** Emits `registry-entry.json`: what a deploy writes into the shell's `remotes.json` for this remote. */
class RegistryEntryPlugin {
  constructor(entry) {
    this.entry = entry;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RegistryEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RegistryEntryPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(this.entry, null, 2) + '\n';
          compilation.emitAsset('registry-entry.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * @param {object} opts
 * @param {string} opts.dir        the app's folder (absolute)
 * @param {'host'|'remote'} opts.kind
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

    const plugins = [
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(pkg.version) }),
      new ModuleFederationPlugin({
        name: federationName,
        ...(isHost
          ? { shareStrategy: 'loaded-first' }
          : { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }),
        // Measured: letting the shell provide one federation runtime (`externalRuntime`) made the
        // shell as much bigger as each remote entry got smaller, so every remote keeps its own.
        experiments: { optimization: { target: 'web' } },
        remotes: {},
        shared: sharedConfig(),
        dts: false,
      }),
    ];

    if (isHost || !isProd) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'templates', 'index.html'),
          favicon: path.join(__dirname, 'templates', 'favicon.svg'),
          title: isHost ? '优品租机' : `${folder} (standalone)`,
          inject: 'body',
        }),
      );
    }

    if (!isHost) {
      const routePaths = require(path.join(dir, 'src', 'route-paths.json'));
      plugins.push(
        new RegistryEntryPlugin({
          name: federationName,
          dir: folder,
          version: pkg.version,
          manifest: 'mf-manifest.json',
          routes: routePaths,
        }),
      );
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
        publicPath: isHost ? '/h5/' : 'auto',
        uniqueName: federationName,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
                  transform: { react: { runtime: 'automatic', development: !isProd } },
                  target: 'es2020',
                },
              },
            },
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
        devMiddleware: { publicPath: isHost ? '/h5/' : '/' },
        historyApiFallback: false,
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS };
