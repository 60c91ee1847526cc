// Which files each route of a remote needs, written into its federation manifest, so the shell can
// fetch a first route's page, strings and components while its own code is still arriving.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { routePathsOf } = require('./route-catalogue.cjs');

const LOCALE = /[\\/]src[\\/]locales[\\/](en|es|fr|zh-CN|zh-TW)[\\/][^\\/]+\.json$/;

/**
 * `routes.ts` as the house style writes it: `const x = () => import('./pages/…')` (a chunk-name
 * comment allowed before the path) and `{ path, …, load: x }`.
 */
function routeRequests(dir) {
  const source = readFileSync(path.join(dir, 'src', 'routes.ts'), 'utf8');
  const loaders = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\((?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/g)].map((m) => [m[1], m[2]]),
  );
  const requests = new Map();
  for (const m of source.matchAll(/path: '([^']*)',[^}]*?load: (\w+)/g)) requests.set(m[1], loaders.get(m[2]));
  const paths = routePathsOf(path.basename(dir).replace(/-/g, '_'));
  const unread = paths.filter((p) => !requests.get(p));
  if (unread.length) throw new Error(`${dir}/src/routes.ts: no page import found for ${unread.join(', ')}`);
  return requests;
}

/**
 * `src/route-data.json` (optional): `{ <page>: { routes: [<path>…], calls: [{ path, params?, session?, firstImage? }…] } }`,
 * the GETs each page makes first, as `{ <path>: calls }`. The shell starts them from the manifest.
 */
function routeData(dir, known) {
  const file = path.join(dir, 'src', 'route-data.json');
  if (!existsSync(file)) return new Map();
  const byRoute = new Map();
  for (const [page, { routes, calls }] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    const bad = calls.filter((c) => !/^\/api(?:\/[\w-]+)+$/.test(c.path));
    if (bad.length) throw new Error(`${file}: ${page} lists a call outside the app's API: ${bad[0].path}`);
    for (const route of routes) {
      if (!known.has(route)) throw new Error(`${file}: ${page} names ${route || '/'}, which routes.ts does not serve`);
      byRoute.set(route, calls);
    }
  }
  return byRoute;
}

const jsFiles = (chunks) => [...new Set([...chunks].flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js')))];

/** `{ routes: { <path>: { js, shared, data? } }, locales: { <lng>: js } }` for a remote's compilation. */
function routeAssets(compilation, dir) {
  const { chunkGraph } = compilation;
  const byRequest = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (!origin.module?.resource?.endsWith(`${path.sep}src${path.sep}routes.ts`)) continue;
      const shared = new Set();
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.options?.shareKey) shared.add(module.options.shareKey);
        }
      }
      byRequest.set(origin.request, { js: jsFiles(group.chunks), shared: [...shared].sort() });
    }
  }
  const routes = {};
  const requests = routeRequests(dir);
  const data = routeData(dir, requests);
  for (const [route, request] of requests) {
    const found = byRequest.get(request);
    if (!found) throw new Error(`${dir}: no chunk for ${request} (route ${route || '/'})`);
    routes[route] = data.has(route) ? { ...found, data: data.get(route) } : found;
  }
  const locales = {};
  for (const chunk of compilation.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const lng = LOCALE.exec(module.resource ?? '')?.[1];
      if (lng) locales[lng] = [...new Set([...(locales[lng] ?? []), ...jsFiles([chunk])])];
    }
  }
  return { routes, locales };
}

module.exports = { routeAssets };
