import { LocalStore } from '../store/local-store';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { runCli } from '../testing/run-cli';

const run = runCli;

async function site() {
  const dir = tempDir('cli-site-');
  const store = new LocalStore(dir);
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const version of ['1.0.0+a', '1.1.0+b']) {
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
  }
  await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.2.0+c' })), {
    live: false,
    force: false,
  });
  return dir;
}

describe('the remote teams’ CLI', () => {
  it('remotes --json prints live, canary and history (newest first) per registry name', async () => {
    const dir = await site();
    expect((await run(['canary', 'mf-orders', '10', '--site', dir])).code).toBe(0);
    const { code, out } = await run(['remotes', '--json', '--site', dir]);
    expect(code).toBe(0);
    const json = JSON.parse(out) as { remotes: Record<string, { live: string; history: { version: string }[] }> };
    expect(json.remotes.mf_orders).toMatchObject({ live: '1.1.0+b', canary: { version: '1.2.0+c', percent: 10 } });
    expect(json.remotes.mf_orders?.history.map((d) => d.version)).toEqual(['1.1.0+b', '1.0.0+a']);
  });

  it('the human listing shows times and which versions have files on the site', async () => {
    const dir = await site();
    const { out } = await run(['remotes', '--site', dir]);
    expect(out).toMatch(/mf_orders {2}\(mf-orders\)/);
    expect(out).toMatch(/● 1\.1\.0\+b {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ/);
    expect(out).toMatch(/files on the site: 1\.0\.0\+a, 1\.1\.0\+b, 1\.2\.0\+c/);
  });

  it('rollback prints what is live again; a refusal is one line and exit code 1', async () => {
    const dir = await site();
    const rolled = await run(['rollback', 'mf-orders', '--site', dir]);
    expect(rolled.out).toMatch(/^mf_orders 1\.0\.0\+a is live again \(was 1\.1\.0\+b\) · \d+\.\d\d s$/);
    const refused = await run(['rollback', 'mf-orders', '--site', dir]);
    expect(refused).toMatchObject({ code: 1, err: 'refused: mf_orders has no earlier version to roll back to' });
    expect((await run(['canary', 'shell', '10', '--site', dir])).err).toMatch(/the shell is the page itself/);
    expect((await run(['promote', 'mf-nothing', '--site', dir])).err).toMatch(/unknown app/);
  });
});
