import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { providesSource, PROVIDES_FILE } = require('../../scripts/antd-modules.cjs') as {
  providesSource(): string;
  PROVIDES_FILE: string;
};

test('the shell names every antd-mobile module, so it provides them all to the remotes', () => {
  const written = readFileSync(PROVIDES_FILE, 'utf8');
  expect(path.basename(PROVIDES_FILE)).toBe('antd-provides.ts');
  // On failure: antd-mobile changed; run `node scripts/antd-modules.cjs --write`.
  expect(written).toBe(providesSource());
  expect(written.match(/import\('antd-mobile\/es\/components\//g)?.length).toBeGreaterThan(70);
});
