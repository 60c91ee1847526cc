import { existsSync, statSync } from 'node:fs';
import { RegistryRuleError } from '../registry/changes';
import { RefusedError } from '../release/errors';
import { ImmutableVersionError } from '../release/upload-version';
import { openStore } from '../store/open-store';
import { COMMANDS, parseCommandLine, parsePercent, UsageError } from './args';
import { checkRemoteCommand } from './check-remote';
import { canary, deploy, list, promote, rollback, type Flags } from './commands';
import { registryCommand } from './registry-command';
import { DEFAULT_SITE } from './workspace';

const USAGE = `usage (every command takes --site DIR|s3://bucket/prefix, default .site/):
  npm run deploy -- <app> [--no-live] [--force] [--no-build] [--dist DIR]
                                                               build if stale, gate, upload, make live
  npm run rollback -- <app> [--to <version>]                   previous (or named) version live again; ends a canary
  npm run canary -- <app> <percent>                            newest upload to that share of devices
  npm run promote -- <app>                                     the canary goes live for every device
  npm run remotes [-- --json]                                  live, canary, history and versions on the site
  npm run registry -- history | restore <generation>           every registry written; put an earlier one back
  npm run check:remote -- <app> --against <site|URL> [--dist DIR]
                                                               a build against a deployed shell's contract`;

async function run(argv: string[], print: (line: string) => void): Promise<void> {
  const { command, positionals, values } = parseCommandLine(argv);
  const [app, extra] = positionals;
  if (!command) return print(USAGE);
  const site = values.site ?? DEFAULT_SITE;
  const flags: Flags = {
    live: !values['no-live'],
    force: values.force ?? false,
    build: !values['no-build'],
    to: values.to,
    json: values.json ?? false,
    dist: values.dist,
  };
  const needApp = () => {
    if (!app)
      throw new UsageError(
        `${command} needs an app (shell, mf-catalog, mf-orders, mf-account or mf-payments): ${COMMANDS[command]?.usage ?? ''}`,
      );
    return app;
  };
  if (!site.startsWith('s3://') && existsSync(site) && !statSync(site).isDirectory())
    throw new UsageError(`--site ${site} is a file, not a site folder`);
  switch (command) {
    case 'deploy':
      return deploy(openStore(site), needApp(), flags, print);
    case 'rollback':
      return rollback(openStore(site), needApp(), flags, print);
    case 'canary':
      return canary(openStore(site), needApp(), parsePercent(extra), flags, print);
    case 'promote':
      return promote(openStore(site), needApp(), print);
    case 'remotes':
      return list(openStore(site), flags, print);
    case 'registry':
      return registryCommand(openStore(site), app, extra, flags, print);
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
    if (error instanceof UsageError) {
      console.error(`refused: ${error.message}`);
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
