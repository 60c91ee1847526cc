import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The five web apps, the shell first (apps.json, also read by the deploy CLI). `port`: its dev server. */
export const APPS = JSON.parse(readFileSync(path.join(root, 'scripts', 'apps.json'), 'utf8'));

export function findApp(name) {
  const app = APPS.find((a) => a.dir === name || a.dir === `mf-${name}`);
  if (!app) throw new Error(`unknown app "${name}"; one of: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

export const DEFAULT_SITE = path.join(root, '.site');
