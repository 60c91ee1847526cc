// The two things the bench compares, each deployed into its own temp site and served with the dev
// API: the federated app as renters get it, and a monolith build of the same shell and pages.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../apps.mjs';
import { deployAll } from '../deploy-all.mjs';

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

async function serve(site) {
  const { startServer } = await import(pathToFileURL(path.join(root, 'dev-api', 'dist', 'server.js')).href);
  return startServer({ port: 0, siteDir: site, control: false, quiet: true });
}

/** @returns {Promise<{ variants: { name: string, url: string, site: string }[], close(): Promise<void> }>} */
export async function startSites() {
  const federatedSite = mkdtempSync(path.join(tmpdir(), 'rental-bench-federated-'));
  await deployAll(federatedSite);
  const monolithSite = mkdtempSync(path.join(tmpdir(), 'rental-bench-monolith-'));
  mkdirSync(path.join(monolithSite, 'h5'), { recursive: true });
  cpSync(path.join(MONOLITH_DIR, 'dist'), path.join(monolithSite, 'h5'), { recursive: true });
  const servers = [await serve(federatedSite), await serve(monolithSite)];
  return {
    variants: [
      { name: 'federated', url: servers[0].url.replace(/\/$/, ''), site: federatedSite },
      { name: 'monolith', url: servers[1].url.replace(/\/$/, ''), site: monolithSite },
    ],
    async close() {
      for (const s of servers) await s.close();
      for (const dir of [federatedSite, monolithSite]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
