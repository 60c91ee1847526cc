import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { LocalStore } from '../store/local-store';
import { readRegistry, REGISTRY_KEY } from '../store/registry-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { runCli } from '../testing/run-cli';

async function run(args: string[]) {
  const { code, out, errLines } = await runCli(args);
  return { code, out, err: errLines };
}

async function site() {
  const dir = tempDir('cli-site-');
  const store = new LocalStore(dir);
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const version of ['1.0.0+a', '1.1.0+b']) {
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
  }
  return { dir, store };
}

it('every registry written is a generation, listed newest first with what it served', async () => {
  const { dir } = await site();
  const history = await run(['registry', 'history', '--json', '--site', dir]);
  const generations = JSON.parse(history.out) as { name: string; live: Record<string, string> }[];
  // the shell's deploy, then each of the two remote deploys
  expect(generations.map((g) => g.live.mf_orders ?? null)).toEqual(['1.1.0+b', '1.0.0+a', null]);
  const text = await run(['registry', 'history', '--site', dir]);
  expect(text.out.split('\n')[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8} {2}← now$/);
});

it('a damaged registry is put back to an earlier generation with one command, every remote as it was', async () => {
  const { dir, store } = await site();
  const generations = JSON.parse((await run(['registry', 'history', '--json', '--site', dir])).out) as {
    name: string;
  }[];
  const file = path.join(dir, REGISTRY_KEY);
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, good.replace(/"versions":\{/, '"versions":"oops","x":{'));
  expect((await run(['rollback', 'mf-orders', '--site', dir])).code).toBe(1);

  const restored = await run(['registry', 'restore', generations[0]!.name, '--site', dir]);
  expect(restored).toMatchObject({ code: 0, err: [] });
  expect(restored.out).toMatch(new RegExp(`^registry is generation ${generations[0]!.name} again · \\d+\\.\\d\\d s$`));
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(good));
  expect((await readRegistry(store)).doc.remotes.mf_orders?.live).toBe('1.1.0+b');
  // The restore is a generation too: it can itself be undone.
  const after = JSON.parse((await run(['registry', 'history', '--json', '--site', dir])).out) as unknown[];
  expect(after).toHaveLength(generations.length + 1);
});

it('a generation that is not on the site, or not a name, is refused in one line', async () => {
  const { dir } = await site();
  expect(await run(['registry', 'restore', '2020-01-01T00-00-00-000Z-0000aaaa', '--site', dir])).toMatchObject({
    code: 1,
    err: [expect.stringMatching(/^refused: no generation 2020-01-01T00-00-00-000Z-0000aaaa on /)],
  });
  expect(await run(['registry', 'restore', '../remotes', '--site', dir])).toMatchObject({
    code: 1,
    err: [expect.stringMatching(/^refused: "\.\.\/remotes" is not a registry generation/)],
  });
  expect(await run(['registry', 'undo', '--site', dir])).toMatchObject({
    code: 2,
    err: ['refused: registry takes history or restore, not "undo"'],
  });
});
