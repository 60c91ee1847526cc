import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { readAudit } from '../store/audit-log';
import { listGenerations } from '../store/registry-generations';
import { LocalStore } from '../store/local-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { runCli } from '../testing/run-cli';

const run = runCli;

const CI_ENV = { GITHUB_ACTOR: 'ana', RENTAL_COMMIT: 'c0ffee1234567890' };
const saved = { ...process.env };
beforeEach(() => Object.assign(process.env, CI_ENV));
/** No CI identity at all, as on an engineer's machine. */
function leaveCi(): void {
  delete process.env.GITHUB_ACTOR;
  delete process.env.CI_COMMIT_AUTHOR;
  delete process.env.GITLAB_USER_LOGIN;
  delete process.env.RENTAL_COMMIT;
}
afterEach(() => {
  leaveCi();
  Object.assign(process.env, saved);
});

async function site(): Promise<{ dir: string; store: LocalStore }> {
  const dir = tempDir('cli-audit-');
  const store = new LocalStore(dir);
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const [version, live] of [
    ['1.0.0+a', true],
    ['1.1.0+b', false],
  ] as const)
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live, force: false });
  return { dir, store };
}

describe('the audit of registry changes', () => {
  it('records who, commit, command, from → to and the note for each writing command', async () => {
    const { dir, store } = await site();
    expect((await run(['canary', 'mf-orders', '10', '--site', dir, '--note', 'try b'])).code).toBe(0);
    expect((await run(['promote', 'mf-orders', '--site', dir, '--note', 'b is fine'])).code).toBe(0);
    expect((await run(['rollback', 'mf-orders', '--site', dir])).code).toBe(0);
    const [first] = (await listGenerations(store)).slice(-1);
    expect((await run(['registry', 'restore', first?.name ?? '', '--site', dir, '--note', 'back'])).code).toBe(0);

    const entries = await readAudit(store);
    expect(entries.map((e) => [e.command, e.app, e.from, e.to, e.note])).toEqual([
      [
        'registry restore',
        'registry',
        expect.stringMatching(/^generation/),
        expect.stringMatching(/^generation/),
        'back',
      ],
      ['rollback', 'mf_orders', '1.1.0+b', '1.0.0+a', null],
      ['promote', 'mf_orders', '1.0.0+a (canary 1.1.0+b 10 %)', '1.1.0+b', 'b is fine'],
      ['canary 10', 'mf_orders', '1.0.0+a', '1.0.0+a (canary 1.1.0+b 10 %)', 'try b'],
    ]);
    for (const e of entries) expect(e).toMatchObject({ who: 'ana (ci)', commit: 'c0ffee1234567890' });
  });

  it('records a deploy of a CI build (--dist) with its note; without CI it names the git or OS user', async () => {
    const { dir, store } = await site();
    const build = fakeRemoteBuild({ version: '1.2.0+c' });
    expect((await run(['deploy', 'mf-orders', '--dist', build, '--site', dir, '--note', 'hotfix 12'])).code).toBe(0);
    leaveCi();
    expect((await run(['rollback', 'mf-orders', '--site', dir])).code).toBe(0);
    const [rolled, deployed] = await readAudit(store, 'mf_orders');
    expect(deployed).toMatchObject({
      command: 'deploy',
      from: '1.0.0+a',
      to: '1.2.0+c',
      note: 'hotfix 12',
      who: 'ana (ci)',
    });
    expect(rolled?.who).toMatch(/\S/);
    expect(rolled?.who).not.toMatch(/\(ci\)/);
  });

  it('records a forced deploy as such, with what it went past, and prints it under its line', async () => {
    const { dir, store } = await site();
    const built = (version: string, committedAt: string) => {
      const dist = fakeRemoteBuild({ version });
      writeFileSync(path.join(dist, 'build-commit.json'), JSON.stringify({ sha: version[6]!.repeat(40), committedAt }));
      return dist;
    };
    const newer = built('1.3.0+n', '2026-11-02T10:00:00.000Z');
    const older = built('1.2.0+o', '2026-11-01T10:00:00.000Z');
    expect((await run(['deploy', 'mf-orders', '--dist', newer, '--site', dir])).code).toBe(0);
    expect((await run(['deploy', 'mf-orders', '--dist', older, '--site', dir])).code).toBe(2);
    const forced = await run(['deploy', 'mf-orders', '--dist', older, '--force', '--site', dir, '--note', 'revert']);
    expect(forced.code).toBe(0);
    const [entry, plain] = await readAudit(store, 'mf_orders');
    expect(plain).toMatchObject({ command: 'deploy', to: '1.3.0+n' });
    expect(plain?.forced).toBeUndefined();
    expect(entry).toMatchObject({ command: 'deploy --force', from: '1.3.0+n', to: '1.2.0+o', note: 'revert' });
    expect(entry?.forced).toEqual([
      expect.stringMatching(/^mf_orders 1\.2\.0\+o was built from oooooooooo .* older than live 1\.3\.0\+n/),
    ]);
    const log = (await run(['remotes', '--log', 'mf-orders', '--site', dir])).out.split('\n');
    expect(log[0]).toMatch(/deploy --force {2}mf_orders {2}1\.3\.0\+n → 1\.2\.0\+o .*“revert”$/);
    expect(log[1]).toMatch(/^ {4}forced past: mf_orders 1\.2\.0\+o was built from oooooooooo/);
  });

  it('a refused or unchanged command writes no audit line', async () => {
    const { dir, store } = await site();
    expect((await run(['promote', 'mf-orders', '--site', dir, '--note', 'no canary'])).code).toBe(1);
    expect((await run(['canary', 'mf-orders', '0', '--site', dir])).code).toBe(2);
    expect(await readAudit(store)).toEqual([]);
  });

  it('remotes --log prints one line per change, newest first, filtered by app', async () => {
    const { dir } = await site();
    await run(['canary', 'mf-orders', '10', '--site', dir, '--note', 'try b']);
    await run(['promote', 'orders', '--site', dir]);
    const { code, out } = await run(['remotes', '--log', 'mf-orders', '--site', dir]);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ {2}ana \(ci\) {2}promote {2}mf_orders {2}1\.0\.0\+a \(canary 1\.1\.0\+b 10 %\) → 1\.1\.0\+b {2}commit c0ffee123456$/,
    );
    expect(lines[1]).toMatch(/canary 10 {2}mf_orders {2}1\.0\.0\+a → .* {2}“try b”$/);
    expect((await run(['remotes', '--log', 'shell', '--site', dir])).out).toBe('no registry changes recorded yet');
  });

  it('flags that do not fit are refused in one line, exit code 2', async () => {
    const { dir } = await site();
    for (const args of [
      ['remotes', 'mf-orders', '--site', dir],
      ['remotes', '--log', '--json', '--site', dir],
      ['registry', 'history', '--note', 'x', '--site', dir],
      ['remotes', '--note', 'x', '--site', dir],
      ['deploy', 'mf-orders', '--note', '', '--site', dir],
    ]) {
      const result = await run(args);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/^refused: [^\n]+$/);
    }
  });
});
