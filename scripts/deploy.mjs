// Deploys one app's production build into a site folder, as a real deploy would, touching nothing
// of the others: a remote goes to h5/remotes/<dir>/<version>/ and its entry in h5/remotes.json is
// replaced; the shell goes to h5/ itself. Usage: node scripts/deploy.mjs <app> [--site DIR]
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE, findApp, readJson, root } from './apps.mjs';
import { withBuildLock } from './build-lock.mjs';

function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

export function readRegistry(site) {
  const file = path.join(site, 'h5', 'remotes.json');
  return existsSync(file) ? readJson(file) : { remotes: [] };
}

export function writeRegistry(site, registry) {
  mkdirSync(path.join(site, 'h5'), { recursive: true });
  writeAtomically(path.join(site, 'h5', 'remotes.json'), JSON.stringify(registry, null, 2) + '\n');
}

export function deploy(name, site = DEFAULT_SITE) {
  const app = findApp(name);
  const dist = path.join(root, app.dir, 'dist');
  if (!existsSync(dist)) throw new Error(`${app.dir} has no build: run npm run build -- ${app.dir}`);
  const h5 = path.join(site, 'h5');
  if (app.kind === 'host') {
    mkdirSync(h5, { recursive: true });
    for (const name of readdirSync(h5)) {
      if (name !== 'remotes' && name !== 'remotes.json') rmSync(path.join(h5, name), { recursive: true, force: true });
    }
    cpSync(dist, h5, { recursive: true, filter: (src) => !src.endsWith('.build-stamp') });
    if (!existsSync(path.join(h5, 'remotes.json'))) writeRegistry(site, { remotes: [] });
    return { app: app.dir, to: h5 };
  }
  const entry = readJson(path.join(dist, 'registry-entry.json'));
  const target = path.join(h5, 'remotes', entry.dir, entry.version);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(dist, target, { recursive: true, filter: (src) => !src.endsWith('.build-stamp') });
  const registry = readRegistry(site);
  const record = {
    name: entry.name,
    dir: entry.dir,
    version: entry.version,
    entry: `remotes/${entry.dir}/${entry.version}/${entry.manifest}`,
    routes: entry.routes,
  };
  registry.remotes = [...registry.remotes.filter((r) => r.name !== entry.name), record];
  writeRegistry(site, registry);
  return { app: app.dir, to: target };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const siteAt = args.indexOf('--site');
  const site = siteAt >= 0 ? path.resolve(args[siteAt + 1]) : DEFAULT_SITE;
  const names = args.filter((a, i) => !a.startsWith('--') && (siteAt < 0 || i !== siteAt + 1));
  if (names.length === 0) {
    console.error('usage: node scripts/deploy.mjs <app> [--site DIR]');
    process.exit(2);
  }
  await withBuildLock(() => {
    for (const n of names) {
      const { app, to } = deploy(n, site);
      console.log(`deployed ${app} → ${path.relative(root, to) || to}`);
    }
  });
}
