import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RefusedError } from '../release/errors';

/** The repository root (this file is at platform/{src,dist}/cli/). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface AppInfo {
  dir: string;
  kind: 'host' | 'remote';
  port: number;
}

interface BuildModule {
  buildUnlocked(names: string[], opts?: { force?: boolean; devApi?: boolean }): Promise<void>;
}

interface LockModule {
  withBuildLock<T>(fn: () => Promise<T>): Promise<T>;
}

const load = <T>(file: string) => import(pathToFileURL(path.join(repoRoot, 'scripts', file)).href) as Promise<T>;

export const DEFAULT_SITE = path.join(repoRoot, '.site');

/** The five apps (scripts/apps.json, shared with the build scripts); `orders` names `mf-orders` too. */
export function findApp(name: string): AppInfo {
  const apps = JSON.parse(readFileSync(path.join(repoRoot, 'scripts', 'apps.json'), 'utf8')) as AppInfo[];
  const app = apps.find((a) => a.dir === name || a.dir === `mf-${name}`);
  if (!app) throw new RefusedError(`unknown app "${name}"; one of: ${apps.map((a) => a.dir).join(', ')}`);
  return app;
}

export const builder = () => load<BuildModule>('build.mjs');
export const buildLock = () => load<LockModule>('build-lock.mjs');

/** The registry name of a remote folder: `mf-orders` → `mf_orders`. */
export const registryName = (dir: string): string => dir.replace(/-/g, '_');
export const distOf = (app: AppInfo): string => path.join(repoRoot, app.dir, 'dist');
