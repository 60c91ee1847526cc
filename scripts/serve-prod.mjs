// npm run serve:prod: the site as production serves it. The same deployed builds as `npm start`,
// served by nginx with the project's configuration (rendered from the cache policy and security
// headers every server shares); /api goes to the dev API standing in for the back end. The wallet
// simulator is proxied too, as in `npm start`: it is the wallet of a local run.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SITE, root } from './apps.mjs';
import { build } from './build.mjs';
import { deployAll } from './deploy-all.mjs';

const require = createRequire(import.meta.url);
const port = Number(process.env.PORT ?? 8080);
// It builds and deploys into its own site; another site (a rollback, a canary on it) is served as it
// is by `npm run serve -- --site DIR`, never deployed over (issue 36).
if (process.env.SITE && path.resolve(process.env.SITE) !== DEFAULT_SITE) {
  console.error(
    `refused: serve:prod deploys into .site/; to serve ${process.env.SITE} as it is: npm run serve -- --site ${process.env.SITE}`,
  );
  process.exit(1);
}
const site = DEFAULT_SITE;

await build();
await deployAll(site);
const { startServer, simCookie } = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
const { originsFromEnv, startNginx } = require(path.join(root, 'platform', 'dist', 'site', 'index.js'));
const api = await startServer({
  port: 0,
  control: true,
  quiet: true,
  controlToken: process.env.DEV_API_CONTROL_TOKEN || undefined,
});
const nginx = await startNginx({
  siteDir: site,
  port,
  backend: api.url.replace(/\/$/, ''),
  origins: originsFromEnv(),
  testSurfaces: { cookie: simCookie(api.controlToken) },
});
console.log(
  `\n  The app (nginx):  ${nginx.url}/h5/\n  Its configuration: ${nginx.configFile}\n` +
    `  Dev API (back end, test surfaces): ${api.url}  token ${api.controlToken} (header X-Control-Token)\n`,
);
const stop = async () => {
  await nginx.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
