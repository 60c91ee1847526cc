// npm start: build what is missing, deploy every app into .site/ with the real deploy CLI (each
// build an immutable version, the registry written by compare-and-swap), and serve it with the dev
// API on one origin.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SITE, root } from './apps.mjs';
import { build } from './build.mjs';
import { deployAll } from './deploy-all.mjs';
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
// SITE lets several checkouts' servers run side by side (default .site/).
const site = process.env.SITE ? path.resolve(process.env.SITE) : DEFAULT_SITE;

await build();
await deployAll(site);
const { startServer } = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
// The test surfaces (/__control, /wallet-sim) stand in for the wallet in this local demo; they
// answer loopback only, so serving on another interface turns them off.
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
const control = process.env.DEV_API_CONTROL !== '0' && loopback;
const server = await startServer({
  port,
  host,
  siteDir: site,
  control,
  controlToken: process.env.DEV_API_CONTROL_TOKEN || undefined,
});
const origin = server.url.replace(/\/$/, '');
console.log(`\n  The app:  ${origin}/h5/\n  (dev API on the same origin under /api; Ctrl-C stops)`);
if (server.controlToken) {
  console.log(
    `  Test surfaces' token: ${server.controlToken}\n` +
      `    curl -H 'X-Control-Token: ${server.controlToken}' ${origin}/__control/orders\n`,
  );
} else console.log(`  Test surfaces off${loopback ? '' : ` (they listen on loopback only, not ${host})`}\n`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
