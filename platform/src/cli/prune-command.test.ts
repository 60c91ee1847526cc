import { LocalStore } from '../store/local-store';
import { tempDir } from '../testing/fake-builds';
import { siteWithVersions, snapshot } from '../testing/pruned-site';
import { parseAge, parseKeep } from './args';
import { runCli } from '../testing/run-cli';

async function run(args: string[]) {
  const { code, outLines, errLines } = await runCli(args);
  return { code, out: outLines, err: errLines };
}

describe('npm run prune', () => {
  it('reads --keep and --older-than strictly', () => {
    expect(parseKeep('3')).toBe(3);
    expect(parseKeep(undefined)).toBe(0);
    expect(parseAge('7d')).toBe(7 * 24 * 3_600_000);
    expect(parseAge('12h')).toBe(12 * 3_600_000);
    for (const bad of ['-1', '1.5', '03', '1e2', '1001', 'three', ' 3'])
      expect(() => parseKeep(bad)).toThrow(
        `--keep takes a whole number of versions from 0 to 1000, not "${bad}": --keep 3`,
      );
    for (const bad of ['7', '1w', '0d', '7 d', '07d', '1.5d', 'd', '7D'])
      expect(() => parseAge(bad)).toThrow(
        `--older-than takes a whole number of days or hours, not "${bad}": --older-than 7d`,
      );
  });

  it('refuses in one line with exit code 2, before touching the site', async () => {
    const dir = tempDir('prune-cli-');
    for (const args of [
      ['prune'],
      ['prune', 'mf-orders', '--keep', '-1'],
      ['prune', 'mf-orders', '--keep', 'x'],
      ['prune', 'mf-orders', '--older-than', '7'],
      ['prune', 'mf-orders', '--to', '1.0.0+a'],
      ['prune', 'mf-orders', 'now'],
      ['prune', 'mf-orders', '--yes=true'],
    ]) {
      const { code, err } = await run([...args, '--site', dir]);
      expect([args, code, err.length]).toEqual([args, 2, 1]);
    }
    expect((await run(['prune', 'mf-nothing', '--site', dir])).err).toEqual([
      'refused: unknown app "mf-nothing"; one of: shell, mf-catalog, mf-orders, mf-account, mf-payments',
    ]);
  });

  it('is a dry run without --yes: it lists sizes and reasons and removes nothing', async () => {
    const dir = tempDir('prune-cli-');
    await siteWithVersions(new LocalStore(dir), 3);
    const before = snapshot(dir);
    const { code, out } = await run(['prune', 'mf-orders', '--site', dir, '--keep', '1']);
    expect(code).toBe(0);
    expect(out[0]).toBe(`mf_orders on ${dir} (dry run: nothing removed; --yes removes)`);
    expect(out).toContainEqual(expect.stringMatching(/^ {2}keep {4}1\.2\.0\+v +[\d.]+ K?B {2}the registry's live/));
    expect(out.at(-1)).toMatch(/^would remove 0 version\(s\), 0 B; registry generations: 0 past the retention/);
    expect(snapshot(dir)).toEqual(before);
  });
});
