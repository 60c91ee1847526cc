import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { providesSource, lentSources, PROVIDES_FILE } = require('../../../scripts/shell-provides.cjs') as {
  providesSource(): string;
  lentSources(): { file: string; source: string }[];
  PROVIDES_FILE: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LENT_EXPORTS, providedVersions } = require('../../../scripts/webpack/shared-config.cjs') as {
  LENT_EXPORTS: Record<string, string[]>;
  providedVersions(): Record<string, string>;
};

const written = readFileSync(PROVIDES_FILE, 'utf8');

test('the shell can lend every module its contract names, and nothing else', () => {
  expect(path.basename(PROVIDES_FILE)).toBe('provides.ts');
  // On failure: what is shared, or antd-mobile, changed; run `node scripts/shell-provides.cjs --write`.
  expect(written).toBe(providesSource());
  const lent = [...written.matchAll(/^ {2}'?([^':]+)'?: \(\) => import\('([^']+)'\)/gm)];
  expect(lent.map((m) => m[1]).sort()).toEqual(Object.keys(providedVersions()).sort());
  for (const [, name, request] of lent) expect(request).toBe(LENT_EXPORTS[name!] ? `./lent/${name}` : name);
  expect(lent.filter((m) => m[1]?.startsWith('antd-mobile/es/components/')).length).toBeGreaterThan(70);
});

test('React and ReactDOM, which have no ES build, are lent as their exports, as a remote imports them', () => {
  const commonJs = [...written.matchAll(/^ {2}'?([^':]+)'?: .*\.then\(exportsOf\),$/gm)].map((m) => m[1]).sort();
  expect(commonJs).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
});

test('a package lent in part hands the remotes exactly the exports lint lets them import', async () => {
  for (const { file, source } of lentSources()) expect(readFileSync(file, 'utf8')).toBe(source);
  const lent = (await import('./lent/react-i18next')) as Record<string, unknown>;
  expect(Object.keys(lent).sort()).toEqual([...LENT_EXPORTS['react-i18next']!].sort());
  for (const name of Object.keys(lent)) expect(lent[name]).toBeDefined();
});
