import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The five web apps, the shell first. `port` is each one's dev server. */
export const APPS = [
  { dir: 'shell', kind: 'host', port: 3000 },
  { dir: 'mf-catalog', kind: 'remote', port: 3001 },
  { dir: 'mf-orders', kind: 'remote', port: 3002 },
  { dir: 'mf-account', kind: 'remote', port: 3003 },
  { dir: 'mf-payments', kind: 'remote', port: 3004 },
];

export function findApp(name) {
  const app = APPS.find((a) => a.dir === name || a.dir === `mf-${name}`);
  if (!app) throw new Error(`unknown app "${name}"; one of: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export const DEFAULT_SITE = path.join(root, '.site');
