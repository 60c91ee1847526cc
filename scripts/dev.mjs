// npm run dev -- <app>: live reload for one app, inside the production serving of the others.
// A remote's dev server replaces its entry in the local registry; the shell's dev server proxies
// everything that is not its own to the production serving.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { APPS, findApp, readJson, root } from './apps.mjs';
import { build } from './build.mjs';
import { deploy, readRegistry, writeRegistry } from './deploy.mjs';

const require = createRequire(import.meta.url);
const name = process.argv[2];
if (!name) {
  console.error(`usage: npm run dev -- <app>   (one of: ${APPS.map((a) => a.dir).join(', ')})`);
  process.exit(2);
}
const app = findApp(name);
const port = Number(process.env.PORT ?? 8080);
// Its own site: the registry below points at a dev server, which `npm start`'s site must never do.
const DEV_SITE = path.join(root, '.site-dev');

await build(APPS.filter((a) => a.dir !== app.dir).map((a) => a.dir));
for (const other of APPS) if (other.dir !== app.dir || app.kind === 'remote') deploy(other.dir, DEV_SITE);

const { startServer } = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
const server = await startServer({ port, siteDir: DEV_SITE, control: true });
const origin = server.url.replace(/\/$/, '');

const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const config = require(path.join(root, app.dir, 'webpack.config.js'))({}, { mode: 'development' });

if (app.kind === 'remote') {
  const registry = readRegistry(DEV_SITE);
  const own = registry.remotes.find((r) => r.dir === app.dir);
  const routes = readJson(path.join(root, app.dir, 'src', 'route-paths.json'));
  const entry = { ...own, routes, entry: `http://127.0.0.1:${app.port}/mf-manifest.json` };
  writeRegistry(DEV_SITE, { remotes: [...registry.remotes.filter((r) => r.dir !== app.dir), entry] });
} else {
  config.devServer.proxy = [
    { context: ['/api', '/static', '/wallet-sim', '/__control', '/h5/remotes'], target: origin },
  ];
}

const devServer = new WebpackDevServer(config.devServer, webpack(config));
await devServer.start();
const appUrl = app.kind === 'remote' ? `${origin}/h5/` : `http://127.0.0.1:${app.port}/h5/`;
console.log(`\n  ${app.dir} live on :${app.port}. The app: ${appUrl}\n`);

const stop = async () => {
  await devServer.stop();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
