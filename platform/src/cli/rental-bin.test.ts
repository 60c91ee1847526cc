import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { tempDir } from '../testing/fake-builds';
import { parseCommandLine, UsageError } from './args';

const launcher = path.join(__dirname, '..', '..', '..', 'scripts', 'rental.mjs');
// What npx leaves in the environment, plus npm settings that under `npm run` mean a swallowed flag.
const underNpx = { npm_lifecycle_event: 'npx', npm_config_yes: '', npm_config_force: 'true', npm_config_live: '' };

describe('the rental bin (npx rental …)', () => {
  it('takes flags typed without --, where npm run would have kept them', () => {
    const parsed = parseCommandLine(['deploy', 'mf-orders', '--no-live', '--force'], underNpx);
    expect(parsed).toMatchObject({ command: 'deploy', positionals: ['mf-orders'] });
    expect(parsed.values).toMatchObject({ 'no-live': true, force: true });
  });

  it('under npm run the same settings are still a refusal (the check for swallowed flags stays)', () => {
    expect(() => parseCommandLine(['deploy', 'mf-orders'], { ...underNpx, npm_lifecycle_event: 'deploy' })).toThrow(
      UsageError,
    );
  });

  it('the launcher runs the CLI with its argv whole', () => {
    const site = tempDir('bin-site-');
    const env = { ...process.env, ...underNpx };
    const stdout = execFileSync(process.execPath, [launcher, 'remotes', '--json', '--site', site], {
      env,
      encoding: 'utf8',
    });
    expect(JSON.parse(stdout)).toEqual({ site, shell: { live: null, history: [], onSite: [] }, remotes: {} });
  }, 120_000);
});
