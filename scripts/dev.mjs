// npm run dev -- <app> [--registry URL] [--port P]: live reload for one app inside the production
// serving of the others. Without --registry the others are built (if stale) and deployed into
// .site-dev/ with the real CLI; with it, they come from that site (e.g.
// https://staging.example.com/h5/remotes.json) and nothing else is built. The app's own build is
// never needed, so this works on a fresh clone.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { APPS, findApp, root } from './apps.mjs';
import { build } from './build.mjs';
import { deployAll } from './deploy-all.mjs';
import { startDevProxy } from './dev-proxy.mjs';

const require = createRequire(import.meta.url);
const { routePathsOf } = require('./webpack/route-catalogue.cjs');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { registry: { type: 'string' }, port: { type: 'string' } },
});
if (!positionals[0]) {
  console.error(
    `usage: npm run dev -- <app> [--registry URL] [--port P]   (one of: ${APPS.map((a) => a.dir).join(', ')})`,
  );
  process.exit(2);
}
const app = findApp(positionals[0]);
const port = Number(values.port ?? process.env.PORT ?? 8080);
const closers = [];

let registryUrl = values.registry;
let simCookie;
if (!registryUrl) {
  // Its own site: the dev registry must never reach `npm start`'s.
  const devSite = path.join(root, '.site-dev');
  // A shell in development still needs a deployed one: the remotes are gated against its contract.
  const needed = app.kind === 'host' ? APPS : APPS.filter((a) => a.dir !== app.dir);
  await build(needed.map((a) => a.dir));
  await deployAll(devSite, { only: needed });
  const devApi = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
  const site = await devApi.startServer({ port: 0, siteDir: devSite, control: true, quiet: true });
  closers.push(() => site.close());
  simCookie = devApi.simCookie(site.controlToken);
  registryUrl = `${site.url.replace(/\/$/, '')}/h5/remotes.json`;
}

const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const config = require(path.join(root, app.dir, 'webpack.config.js'))({}, { mode: 'development' });
const upstream = new URL(registryUrl).origin;
let appUrl;
if (app.kind === 'remote') {
  config.devServer.client = { ...config.devServer.client, webSocketURL: `ws://127.0.0.1:${app.port}/ws` };
  const name = app.dir.replace(/-/g, '_');
  const remote = { name, dir: app.dir, routes: routePathsOf(name), devPort: app.port };
  const proxy = await startDevProxy({ port, registryUrl, remote });
  closers.push(() => new Promise((resolve) => proxy.server.close(resolve)));
  appUrl = `${proxy.url}/h5/`;
} else {
  config.devServer.port = port;
  // The shell's page is served here, not by the dev API: it hands over the wallet simulator's cookie.
  if (simCookie) config.devServer.headers = { ...config.devServer.headers, 'Set-Cookie': simCookie };
  config.devServer.proxy = [
    { context: ['/api', '/static', '/wallet-sim', '/__control', '/h5/remotes'], target: upstream, changeOrigin: true },
  ];
  appUrl = `http://127.0.0.1:${port}/h5/`;
}
const compiler = webpack(config);
const firstBuild = new Promise((resolve) => compiler.hooks.done.tap('rental-dev', resolve));
const devServer = new WebpackDevServer(config.devServer, compiler);
await devServer.start();
await firstBuild;
console.log(
  `\n  ${app.dir} live${app.kind === 'remote' ? ` on :${app.port}` : ''}, the rest from ${upstream}. The app: ${appUrl}\n`,
);

const stop = async () => {
  await devServer.stop();
  for (const close of closers) await close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
