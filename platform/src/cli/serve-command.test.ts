import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canaryRemote } from '../release/canary';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { RefusedError } from '../release/errors';
import { rollbackRemote } from '../release/rollback';
import { LocalStore } from '../store/local-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { snapshot } from '../testing/pruned-site';
import { startServing } from './serve-command';
import { runCli } from '../testing/run-cli';

async function run(args: string[]) {
  const { code, outLines, errLines } = await runCli(args);
  return { code, out: outLines, err: errLines };
}

describe('npm run serve', () => {
  it('serves the site as it is (a rollback and a canary stay), and leaves every byte as it was', async () => {
    const dir = tempDir('serve-');
    const store = new LocalStore(dir);
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.1.0+s2')), { force: false });
    for (const version of ['1.0.0+a', '1.1.0+b']) {
      await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
    }
    await rollbackRemote(store, 'mf_orders', { force: false });
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version: '1.2.0+c' })), {
      live: false,
      force: false,
    });
    await canaryRemote(store, 'mf_orders', 10, { force: false });
    const before = snapshot(dir);
    const serving = await startServing(dir);
    try {
      const page = await fetch(`${serving.url}/h5/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/h5/shell/1.1.0%2Bs2/main.0a1b2c3d.js');
      const registry = await fetch(`${serving.url}/h5/remotes.json`);
      expect(Buffer.from(await registry.arrayBuffer())).toEqual(readFileSync(path.join(dir, 'h5', 'remotes.json')));
    } finally {
      await serving.close();
    }
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses a missing site, or one with no shell, in one line naming what makes one', async () => {
    const missing = path.join(tempDir('serve-'), 'nothing-here');
    await expect(startServing(missing)).rejects.toBeInstanceOf(RefusedError);
    await expect(startServing(missing)).rejects.toThrow(
      `no site at ${missing}; make one: npm run deploy -- shell --site ${missing} (then each remote), or npm start for .site/`,
    );
    const empty = tempDir('serve-');
    await expect(startServing(empty)).rejects.toThrow(
      /has no shell deployed \(no h5\/index\.html\); deploy one: npm run deploy -- shell --site /,
    );
    expect(await run(['serve', '--site', missing])).toMatchObject({
      code: 1,
      err: [expect.stringMatching(/^refused: no site at/)],
    });
  });

  it('takes only --site and --port, a port written plainly', async () => {
    for (const port of ['0', '0x50', '65536', '80.0', '']) {
      const { code, err } = await run(['serve', '--port', port]);
      expect(code).toBe(2);
      expect(err).toHaveLength(1);
    }
    expect(await run(['serve', '--yes'])).toMatchObject({
      code: 2,
      err: ['refused: serve takes no --yes: npm run serve -- [--site DIR|s3://bucket/prefix] [--port N]'],
    });
  });
});
