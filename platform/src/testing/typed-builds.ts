import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from './fake-builds';

// Builds that record types as the real build steps do (scripts/webpack/shell-types.cjs): a shell
// publishing `shell-types.json`, mf-orders recording `uses-shell-types.json`.

export type Surface = Record<string, string>;

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { shellTypes, usedShellTypes } = require('../../../scripts/webpack/shell-types.cjs') as {
  shellTypes: (version: string, root?: string) => unknown;
  usedShellTypes: (
    dir: string,
    exposes: Record<string, string>,
    root?: string,
  ) => { shared: Record<string, { exports: Record<string, string | null> }> };
};

export const SURFACE: Surface = {
  AppConfig: 'interface { baseApi: string; title?: string | undefined }',
  RemoteModule: 'interface { name: string; routes: readonly RemoteRoute[] }',
  formatMoney: 'function (cents: number) => string',
  unusedByOrders: 'function () => void',
};

/** A remote's sources: it uses formatMoney, AppConfig and RemoteModule; its tests use more. */
export const REMOTE_SOURCES = {
  'src/remote-entry.ts': [
    "import type { RemoteModule } from '@rental/shared';",
    'const remote: RemoteModule = { name: "mf_orders", routes: [] };',
    'export default remote;',
  ].join('\n'),
  'src/pages/total/total.tsx': "import { formatMoney, type AppConfig as Config } from '@rental/shared';\nexport {};",
  'src/pages/total/total.test.tsx': "import { unusedByOrders } from '@rental/shared';",
};

export const EXPOSES = { './routes': './src/remote-entry.ts' };

export function writeTree(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A checkout whose @rental/shared records `surface`, as the build steps read it. */
export const checkout = (surface: Surface): string =>
  writeTree(tempDir('types-root-'), {
    'shared/public-surface.json': JSON.stringify({ version: '1.1.0', exports: surface }),
  });

/** A shell build publishing `surface` as its types; `null`: a shell from before it published any. */
export function typedShellBuild(version: string, surface: Surface | null): string {
  const dist = fakeShellBuild(version);
  if (surface)
    writeFileSync(path.join(dist, 'shell-types.json'), JSON.stringify(shellTypes(version, checkout(surface))));
  return dist;
}

/** mf-orders built from REMOTE_SOURCES against `SURFACE`, recording what it uses. */
export function typedRemoteBuild(version = '1.0.0+bbbb0001'): string {
  const dist = fakeRemoteBuild({ version });
  const sources = writeTree(tempDir('types-remote-'), REMOTE_SOURCES);
  writeFileSync(
    path.join(dist, 'uses-shell-types.json'),
    JSON.stringify(usedShellTypes(sources, EXPOSES, checkout(SURFACE))),
  );
  return dist;
}

/** `SURFACE` without the exports named. */
export function without(...names: string[]): Surface {
  return Object.fromEntries(Object.entries(SURFACE).filter(([name]) => !names.includes(name)));
}
