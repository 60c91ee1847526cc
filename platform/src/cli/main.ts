import { parseArgs } from 'node:util';
import { RegistryRuleError } from '../registry/changes';
import { RefusedError } from '../release/errors';
import { ImmutableVersionError } from '../release/upload-version';
import { openStore } from '../store/open-store';
import { checkRemoteCommand } from './check-remote';
import { canary, deploy, list, promote, rollback, type Flags } from './commands';
import { DEFAULT_SITE } from './workspace';

const USAGE = `usage (every command takes --site DIR|s3://bucket/prefix, default .site/):
  npm run deploy -- <app> [--no-live] [--force] [--no-build] [--dist DIR]
                                                               build if stale, gate, upload, make live
  npm run rollback -- <app> [--to <version>]                   previous (or named) version live again; ends a canary
  npm run canary -- <app> <percent>                            newest upload to that share of devices
  npm run promote -- <app>                                     the canary goes live for every device
  npm run remotes [-- --json]                                  live, canary, history and versions on the site
  npm run check:remote -- <app> --against <site|URL> [--dist DIR]
                                                               a build against a deployed shell's contract`;

async function run(argv: string[], print: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      against: { type: 'string' },
      to: { type: 'string' },
      dist: { type: 'string' },
      'no-live': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, app, extra] = positionals;
  if (values.help || !command) return print(USAGE);
  const site = values.site ?? DEFAULT_SITE;
  const flags: Flags = {
    live: !values['no-live'],
    force: values.force,
    build: !values['no-build'],
    to: values.to,
    json: values.json,
    dist: values.dist,
  };
  const needApp = () => {
    if (!app)
      throw new RefusedError(
        `${command} needs an app: shell, mf-catalog, mf-orders, mf-account or mf-payments\n${USAGE}`,
      );
    return app;
  };
  switch (command) {
    case 'deploy':
      return deploy(openStore(site), needApp(), flags, print);
    case 'rollback':
      return rollback(openStore(site), needApp(), flags, print);
    case 'canary':
      if (!extra) throw new RefusedError(`canary needs a share: npm run canary -- ${needApp()} <percent>`);
      return canary(openStore(site), needApp(), extra, flags, print);
    case 'promote':
      return promote(openStore(site), needApp(), print);
    case 'remotes':
      return list(openStore(site), flags, print);
    case 'check-remote':
      return checkRemoteCommand(needApp(), values.against ?? site, flags, print);
    default:
      throw new RefusedError(`unknown command ${command}\n${USAGE}`);
  }
}

/** Refusals are answers, printed plainly; anything else is a fault and keeps its stack. */
export async function main(argv: string[]): Promise<number> {
  try {
    await run(argv, (line) => console.log(line));
    return 0;
  } catch (error) {
    if (error instanceof RefusedError || error instanceof RegistryRuleError || error instanceof ImmutableVersionError) {
      console.error(`refused: ${error.message}`);
      return 1;
    }
    if (error instanceof TypeError && (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    console.error(error);
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
