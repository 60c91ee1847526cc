// The two things the bench compares, each deployed into its own temp site and served as renters get
// it (nginx with the project's configuration, HTTPS and HTTP/2, /api to the dev API): the federated
// app, and a monolith build of the same shell and pages. BENCH_PROTOCOL=http1 serves both from the
// dev API alone over plain HTTP/1.1 instead.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../apps.mjs';
import { deployAll } from '../deploy-all.mjs';
import { localCertificate } from './tls.mjs';

const require = createRequire(import.meta.url);
export const MONOLITH_DIR = path.join(root, 'bench', 'monolith');

export function buildMonolith() {
  const webpack = require('webpack');
  const config = require(path.join(MONOLITH_DIR, 'webpack.config.js'))({}, { mode: 'production' });
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

export const PROTOCOL = process.env.BENCH_PROTOCOL === 'http1' ? 'http1' : 'h2';

async function serve(site, tls) {
  const { startServer } = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
  const api = await startServer({ port: 0, siteDir: site, control: false, quiet: true });
  if (!tls) return { url: api.url, close: () => api.close() };
  const { originsFromEnv, startNginx } = require(path.join(root, 'platform', 'dist', 'site', 'index.js'));
  const nginx = await startNginx({
    siteDir: site,
    backend: api.url.replace(/\/$/, ''),
    origins: originsFromEnv(),
    tls,
  });
  return {
    url: nginx.url,
    close: async () => {
      await nginx.close();
      await api.close();
    },
  };
}

/**
 * `browserArgs`: what Chromium needs to trust the sites' certificate. `monolith: false` serves the
 * federated app alone (no monolith build needed).
 * @returns {Promise<{ variants: { name: string, url: string, site: string }[], browserArgs: string[], compression: string, close(): Promise<void> }>}
 */
export async function startSites({ monolith = true } = {}) {
  const federatedSite = mkdtempSync(path.join(tmpdir(), 'rental-bench-federated-'));
  await deployAll(federatedSite);
  const sites = [{ name: 'federated', site: federatedSite }];
  if (monolith) {
    const monolithSite = mkdtempSync(path.join(tmpdir(), 'rental-bench-monolith-'));
    mkdirSync(path.join(monolithSite, 'h5'), { recursive: true });
    cpSync(path.join(MONOLITH_DIR, 'dist'), path.join(monolithSite, 'h5'), { recursive: true });
    sites.push({ name: 'monolith', site: monolithSite });
  }
  const certificate = PROTOCOL === 'h2' ? localCertificate() : null;
  const servers = [];
  for (const { site } of sites) servers.push(await serve(site, certificate?.tls));
  const { findBrotliModule } = require(path.join(root, 'platform', 'dist', 'site', 'index.js'));
  return {
    browserArgs: certificate?.browserArgs ?? [],
    /** How the sites send text: the build's brotli copies (the dev API, nginx with the module), else gzip. */
    compression: PROTOCOL === 'http1' || findBrotliModule() ? 'brotli' : 'gzip',
    variants: sites.map(({ name, site }, i) => ({ name, url: servers[i].url.replace(/\/$/, ''), site })),
    async close() {
      for (const s of servers) await s.close();
      for (const { site } of sites) rmSync(site, { recursive: true, force: true });
      certificate?.remove();
    },
  };
}
