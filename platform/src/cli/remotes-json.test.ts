import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { LocalStore } from '../store/local-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { main } from './main';

/** Everything written to the real stdout and stderr while `main` runs, console included. */
async function capture(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => stdout.push(String(chunk)) > 0);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => stderr.push(String(chunk)) > 0);
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void stdout.push(`${line}\n`));
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => void stderr.push(`${line}\n`));
  try {
    const code = await main(args);
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    for (const spy of [out, err, log, error]) spy.mockRestore();
  }
}

describe('remotes --json', () => {
  it('holds everything the text view shows, and stdout is that JSON alone', async () => {
    const dir = tempDir('cli-json-');
    const store = new LocalStore(dir);
    await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
    for (const [version, live] of [
      ['1.0.0+a', true],
      ['1.1.0+b', true],
      ['1.2.0+c', false],
    ] as const)
      await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live, force: false });
    expect((await capture(['canary', 'mf-orders', '25', '--site', dir])).code).toBe(0);

    const { code, stdout } = await capture(['remotes', '--json', '--site', dir]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(['remotes', 'shell', 'site']);
    expect(json).toMatchObject({
      site: dir,
      shell: {
        live: '1.0.0+s1',
        history: [{ version: '1.0.0+s1' }],
        onSite: [{ version: '1.0.0+s1', complete: true }],
      },
      remotes: {
        mf_orders: {
          dir: 'mf-orders',
          live: '1.1.0+b',
          canary: { version: '1.2.0+c', percent: 25 },
          history: [{ version: '1.1.0+b' }, { version: '1.0.0+a' }],
          onSite: expect.arrayContaining([{ version: '1.2.0+c', complete: true }]) as unknown,
        },
      },
    });
    const orders = (json.remotes as Record<string, { canary: { since: string }; uploads: { at: string }[] }>).mf_orders;
    for (const at of [orders?.canary.since, ...(orders?.uploads ?? []).map((u) => u.at)])
      expect(at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a refusal leaves stdout empty, so a script reading it sees no half answer', async () => {
    const { code, stdout, stderr } = await capture([
      'remotes',
      '--json',
      '--site',
      `${tempDir('cli-json-')}/x`,
      'extra',
    ]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^refused: /);
  });
});
