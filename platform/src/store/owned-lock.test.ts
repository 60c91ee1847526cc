import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { rollbackRemote } from '../release/rollback';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { LocalStore } from './local-store';
import { withOwnedLock } from './owned-lock';
import { REGISTRY_KEY } from './registry-store';

/** A process that held a lock and died without releasing it (Ctrl-C, a crash, SIGKILL). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  const pid = child.pid!;
  const ended = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await ended;
  return pid;
}

function leaveLock(lock: string, owner: { pid: number; host?: string; ageMs?: number }) {
  mkdirSync(lock);
  const since = new Date(Date.now() - (owner.ageMs ?? 0)).toISOString();
  writeFileSync(
    path.join(lock, 'owner.json'),
    JSON.stringify({ pid: owner.pid, host: owner.host ?? hostname(), since, command: 'deploy mf-orders' }),
  );
}

it("a rollback finding a crashed writer's registry lock takes it at once and says whose it was", async () => {
  const dir = tempDir('site-');
  const notices: string[] = [];
  const store = new LocalStore(dir, (line) => notices.push(line));
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const version of ['1.0.0+a', '1.1.0+b']) {
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
  }
  const pid = await deadPid();
  leaveLock(path.join(dir, `${REGISTRY_KEY}.lock`), { pid });
  const started = Date.now();
  await rollbackRemote(store, 'mf_orders', { force: false });
  // Far below the 30 s after which an unverifiable lock is taken: nothing waited on the dead owner.
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(notices).toEqual([
    expect.stringMatching(new RegExp(`^took over the lock of pid ${pid} on .+, which is gone: `)),
  ]);
});

it('a live owner is waited for, and the wait says who it is', async () => {
  const lock = path.join(tempDir('lock-'), 'k.lock');
  leaveLock(lock, { pid: process.pid });
  const notices: string[] = [];
  let ran = false;
  const waiting = withOwnedLock(lock, { staleMs: 60_000, waitMs: 10, notice: (l) => notices.push(l) }, async () => {
    ran = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(ran).toBe(false);
  expect(notices).toEqual([
    expect.stringMatching(new RegExp(`^waiting for pid ${process.pid} on .+ \\(deploy mf-orders, since `)),
  ]);
  const { rmSync } = await import('node:fs');
  rmSync(lock, { recursive: true });
  await waiting;
  expect(ran).toBe(true);
});

it("another host's lock, whose process cannot be checked, is taken only once it is stale", async () => {
  const lock = path.join(tempDir('lock-'), 'k.lock');
  leaveLock(lock, { pid: 1, host: 'build-agent-7' });
  const notices: string[] = [];
  const run = withOwnedLock(lock, { staleMs: 400, waitMs: 20, notice: (l) => notices.push(l) }, async () => 'done');
  await expect(run).resolves.toBe('done');
  expect(notices).toEqual([
    expect.stringMatching(/^waiting for pid 1 on build-agent-7/),
    expect.stringMatching(/^took over the lock of pid 1 on build-agent-7 .*held past 0 s/),
  ]);
});
