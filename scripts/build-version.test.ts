import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sourceHash } = require('./build-version.cjs') as { sourceHash: (appDir: string, base?: string) => string };

let base = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
};
const hashes = () => ({
  shell: sourceHash(path.join(base, 'shell'), base),
  remote: sourceHash(path.join(base, 'mf-orders'), base),
});

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'build-version-'));
  write('shell/src/app.tsx', 'shell');
  write('mf-orders/src/index.ts', 'orders');
  write('shared/src/index.ts', 'shared');
  write('platform/src/runtime/index.ts', 'runtime');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

test("the platform's browser runtime is an input of the shell's version, not of a remote's", () => {
  const before = hashes();
  write('platform/src/runtime/index.ts', 'runtime, changed');
  const after = hashes();
  expect(after.shell).not.toBe(before.shell);
  expect(after.remote).toBe(before.remote);
});

test('the shared library is an input of every app; a test file is of none', () => {
  const before = hashes();
  write('shared/src/index.test.ts', 'a test');
  write('platform/src/runtime/index.test.ts', 'a test');
  expect(hashes()).toEqual(before);
  write('shared/src/index.ts', 'shared, changed');
  const after = hashes();
  expect(after.shell).not.toBe(before.shell);
  expect(after.remote).not.toBe(before.remote);
});
