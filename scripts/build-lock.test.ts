import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const LOCK_MODULE = pathToFileURL(path.join(__dirname, 'build-lock.mjs')).href;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rental-test-build-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A node process that takes the build lock, says so, then works for `holdMs`. */
function builder(holdMs: number) {
  const code = `import { withBuildLock } from ${JSON.stringify(LOCK_MODULE)};
await withBuildLock(async () => { console.log('building'); await new Promise((r) => setTimeout(r, ${holdMs})); });
console.log('built');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, 'build', 'mf-orders'], {
    env: { ...process.env, RENTAL_BUILD_LOCK: path.join(dir, '.build-lock') },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => (out.includes(text) ? resolve() : setTimeout(check, 20));
      check();
    });
  return { child, exited, said, output: () => ({ out, err }) };
}

it('a build killed while holding the lock (Ctrl-C, a crash) does not hold up the next one', async () => {
  const first = builder(60_000);
  await first.said('building');
  first.child.kill('SIGKILL');
  await first.exited;
  const next = builder(0);
  expect(await next.exited).toBe(0);
  expect(next.output().out).toContain('built');
  expect(next.output().err).toMatch(
    new RegExp(`took over the build lock of pid ${first.child.pid} on .+ \\(build mf-orders, since `),
  );
});

it('a live build is waited for, and the wait says whose it is', async () => {
  const first = builder(1_500);
  await first.said('building');
  const next = builder(0);
  expect(await next.exited).toBe(0);
  expect(await first.exited).toBe(0);
  expect(next.output().err).toMatch(
    new RegExp(`waiting for pid ${first.child.pid} on .+ \\(build mf-orders, since .+\\) · \\d+ s`),
  );
});
