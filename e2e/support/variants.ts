import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths';

/**
 * Other releases of mf-account, built for real by the same config factory from copies of its
 * sources: a newer version, a second one, one whose Mine page throws on its first render, one built
 * against a React range the shell does not provide, and one whose Mine page throws in half the page
 * loads (a release that breaks for some renters only).
 */
const VARIANTS = {
  v2: { pkgVersion: '1.0.1' },
  v3: { pkgVersion: '1.0.2' },
  v3throws: { pkgVersion: '1.0.3', throwingPage: true },
  react20: { pkgVersion: '1.0.4', react: '^20.0.0' },
  v3flaky: { pkgVersion: '1.0.5', flakyPage: true },
} as const;

export type VariantLabel = keyof typeof VARIANTS;
export interface Variant {
  dist: string;
  version: string;
}

const BASE = path.join(repoRoot, '.e2e-artifacts', 'variants');
const APP = 'mf-account';

const THROWING_PAGE = `export default function UserPage() {
  throw new Error('broken release: the Mine page throws on its first render');
}
`;

/** The real Mine page, broken in a share of page loads (decided once per load, as a bad release would). */
const FLAKY_PAGE = `import type { PageProps } from '@rental/shared';
import RealUserPage from './user-real';

const breaks = Math.random() < 0.5;

export default function UserPage(props: PageProps) {
  if (breaks) throw new Error('broken release: the Mine page throws in half the page loads');
  return <RealUserPage {...props} />;
}
`;

function configFile(react?: string): string {
  const base = JSON.stringify(path.join(repoRoot, 'webpack.config.base.js'));
  const patch = react
    ? `const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    mf._options.shared.react = { ...mf._options.shared.react, requiredVersion: ${JSON.stringify(react)} };`
    : '';
  return `const { createConfig } = require(${base});
const factory = createConfig({ dir: __dirname, kind: 'remote', port: 3103, exposes: { './routes': './src/remote-entry.ts' } });
module.exports = (env, argv) => {
  const config = factory(env, argv);
  ${patch}
  return config;
};
`;
}

function prepare(label: VariantLabel): string {
  const spec: { pkgVersion: string; throwingPage?: boolean; flakyPage?: boolean; react?: string } = VARIANTS[label];
  const dir = path.join(BASE, label, APP);
  rmSync(path.join(dir, 'src'), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(repoRoot, APP, 'src'), path.join(dir, 'src'), { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, APP, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version: spec.pkgVersion }, null, 2));
  writeFileSync(path.join(dir, 'webpack.config.js'), configFile(spec.react));
  const userPage = path.join(dir, 'src', 'pages', 'user', 'user.tsx');
  if (spec.throwingPage) writeFileSync(userPage, THROWING_PAGE);
  if (spec.flakyPage) {
    renameSync(userPage, path.join(dir, 'src', 'pages', 'user', 'user-real.tsx'));
    writeFileSync(userPage, FLAKY_PAGE);
  }
  return dir;
}

interface LockModule {
  withBuildLock<T>(fn: () => Promise<T>): Promise<T>;
}

let built: Promise<Record<VariantLabel, Variant>> | null = null;

/** Builds every variant once per run (both workers share the result through the build lock). */
export function variants(): Promise<Record<VariantLabel, Variant>> {
  built ??= (async () => {
    const load = <T>(file: string) => import(pathToFileURL(path.join(repoRoot, 'scripts', file)).href) as Promise<T>;
    const { withBuildLock } = await load<LockModule>('build-lock.mjs');
    const labels = Object.keys(VARIANTS) as VariantLabel[];
    return withBuildLock(async () => {
      const dirs = labels.map(prepare);
      // E2E_KEEP_VARIANTS=1 reuses earlier variant builds while iterating on the tests locally.
      const keep = (d: string) =>
        process.env.E2E_KEEP_VARIANTS === '1' && existsSync(path.join(d, 'dist', 'registry-entry.json'));
      const stale = dirs.filter((d) => !keep(d));
      if (stale.length) await buildConfigs(stale);
      return Object.fromEntries(
        labels.map((label, i) => {
          const dist = path.join(dirs[i]!, 'dist');
          const entry = JSON.parse(readFileSync(path.join(dist, 'registry-entry.json'), 'utf8')) as { version: string };
          return [label, { dist, version: entry.version }];
        }),
      ) as Record<VariantLabel, Variant>;
    });
  })();
  return built;
}

interface Stats {
  hasErrors(): boolean;
  toString(preset: string): string;
}
type Compile = (configs: object[], done: (err: Error | null, stats?: Stats) => void) => void;

async function buildConfigs(dirs: string[]): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const webpack = require(path.join(repoRoot, 'node_modules', 'webpack')) as Compile;
  const configs = dirs.map((d) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(d, 'webpack.config.js')) as (env: object, argv: object) => object;
    return factory({}, { mode: 'production' });
  });
  await new Promise<void>((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}
