import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import { LocalStore } from '../store/local-store';
import { REGISTRY_KEY } from '../store/registry-store';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from '../testing/fake-builds';
import { parseCommandLine, UsageError } from './args';
import { runCli } from '../testing/run-cli';

async function run(args: string[]) {
  const { code, out, errLines } = await runCli(args);
  return { code, out, err: errLines };
}

let dir: string;
beforeAll(async () => {
  dir = tempDir('cli-site-');
  const store = new LocalStore(dir);
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const version of ['1.0.0+a', '1.1.0+b']) {
    await deployRemote(store, await loadRemoteBuild(fakeRemoteBuild({ version })), { live: true, force: false });
  }
  const upload = await loadRemoteBuild(fakeRemoteBuild({ version: '1.2.0+c' }));
  await deployRemote(store, upload, { live: false, force: false });
});
const registry = () => readFileSync(path.join(dir, REGISTRY_KEY), 'utf8');

const refusals: [string, string[], RegExp][] = [
  ['a share that is not a number', ['canary', 'mf-orders', 'abc'], /whole number of percent from 1 to 100, not "abc"/],
  ['a negative share', ['canary', 'mf-orders', '-5'], /not "-5"/],
  ['a share in hex', ['canary', 'mf-orders', '0x10'], /not "0x10"/],
  ['a share in exponent form', ['canary', 'mf-orders', '1e1'], /not "1e1"/],
  ['a share of 0', ['canary', 'mf-orders', '0'], /not "0"/],
  ['a share over 100', ['canary', 'mf-orders', '101'], /not "101"/],
  ['a share with decimals', ['canary', 'mf-orders', '10.0'], /not "10.0"/],
  ['no share', ['canary', 'mf-orders'], /not ""/],
  ['--to without a value', ['rollback', 'mf-orders', '--to'], /--to/],
  ['--to with an empty value', ['rollback', 'mf-orders', '--to', ''], /--to needs a value/],
  ['an unknown flag', ['deploy', 'mf-orders', '--no-lvie'], /no-lvie/],
  ['a flag of another command', ['rollback', 'mf-orders', '--no-live'], /rollback takes no --no-live/],
  ['a stray word', ['rollback', 'mf-orders', 'now'], /"now" is not understood: npm run rollback -- <app>/],
  ['an unknown command', ['deplyo', 'mf-orders'], /unknown command "deplyo"/],
  ['no app', ['promote'], /promote needs an app/],
];

it.each(refusals)('refuses %s in one line with exit code 2, writing nothing', async (_label, args, says) => {
  const before = registry();
  const result = await run([...args, '--site', dir]);
  expect(result.code).toBe(2);
  expect(result.err).toHaveLength(1);
  expect(result.err[0]).toMatch(/^refused: [^\n]+$/);
  expect(result.err[0]).toMatch(says);
  expect(registry()).toBe(before);
});

it('a site that is a file is refused in one line, no stack', async () => {
  const file = path.join(tempDir('cli-file-'), 'site.txt');
  writeFileSync(file, 'not a site');
  const result = await run(['remotes', '--site', file]);
  expect(result).toMatchObject({ code: 2, err: [`refused: --site ${file} is a file, not a site folder`] });
});

it('a version that is a path into another remote is refused, the registry as it was', async () => {
  const before = registry();
  const result = await run(['rollback', 'mf-orders', '--to', '../mf-account/2.0.0+x', '--force', '--site', dir]);
  expect(result.code).toBe(1);
  expect(result.err).toEqual([
    'refused: "../mf-account/2.0.0+x" is not a version of mf_orders (npm run remotes lists them)',
  ]);
  expect(registry()).toBe(before);
});

describe('flags npm kept for itself (typed before --)', () => {
  const underNpm = { npm_lifecycle_event: 'deploy' };
  it.each([
    ['npm_config_live', '', '--no-live'],
    ['npm_config_site', 'true', '--site'],
    ['npm_config_token_description', 'v1', '--to'],
    ['npm_config_force', 'true', '--force'],
  ])('%s is refused with the spelling that works', (variable, value, flag) => {
    const parse = () => parseCommandLine(['deploy', 'mf-orders'], { ...underNpm, [variable]: value });
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(`npm kept ${flag} for itself; put it after --: npm run deploy -- <app> ${flag} …`);
  });

  it('outside npm the same variables mean nothing', () => {
    expect(parseCommandLine(['deploy', 'mf-orders'], { npm_config_live: '' }).command).toBe('deploy');
  });

  it('`npm run prune --yes` is refused, but under npx (which sets npm_config_yes itself) nothing is', () => {
    expect(() =>
      parseCommandLine(['prune', 'mf-orders'], { npm_lifecycle_event: 'prune', npm_config_yes: 'true' }),
    ).toThrow('npm kept --yes for itself');
    const npx = { npm_lifecycle_event: 'npx', npm_config_yes: 'true', npm_config_force: 'true' };
    expect(parseCommandLine(['deploy', 'mf-orders', '--no-live'], npx).values['no-live']).toBe(true);
  });
});

it('a share typed plainly is taken', async () => {
  const result = await run(['canary', 'mf-orders', '25', '--site', dir]);
  expect(result).toMatchObject({ code: 0, err: [], out: expect.stringMatching(/1\.2\.0\+c goes to 25 % of devices/) });
});
