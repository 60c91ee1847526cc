import { existsSync, statSync } from 'node:fs';
import { RegistryRuleError } from '../registry/changes';
import { OlderBuildError, RefusedError } from '../release/errors';
import { ImmutableVersionError } from '../release/upload-version';
import { openStore } from '../store/open-store';
import type { SiteStore } from '../store/site-store';
import {
  COMMANDS,
  parseAge,
  parseCommandLine,
  parseKeep,
  parsePercent,
  parsePort,
  parsePreviewFlags,
  parsePromoteAcross,
  UsageError,
} from './args';
import { audited } from './audited';
import { parseHealthFlag, parseJudgedCanary } from './canary-flags';
import { healthCommand } from './health-command';
import { CanaryStoppedError, judgedCanary } from './judged-canary-command';
import { checkRemoteCommand } from './check-remote';
import { canary, deploy, list, promote, promoteAcross, rollback, type Flags } from './commands';
import { killSwitch, switchCommand, switchRequest } from './kill-switch-command';
import { printLog } from './print-audit';
import { pruneCommand } from './prune-command';
import { registryCommand } from './registry-command';
import { serveCommand } from './serve-command';
import { DEFAULT_SITE } from './workspace';

const USAGE = `usage (every command takes --site DIR|s3://bucket/prefix, default .site/; each change takes --note "…"):
  npm run deploy -- <app> [--no-live] [--force] [--no-build] [--dist DIR]
                                                               build if stale, gate, upload, make live
  npm run deploy -- <remote> --preview <name> [--expires 3d|12h]
                                                               upload into a named preview (default 7 d); prints its link
  npm run rollback -- <app> [--to <version>]                   previous (or named) version live again; ends a canary
  npm run canary -- <app> <percent>                            newest upload to that share of devices
  npm run canary -- <app> --version V --steps 5,25,50,100 --interval 10m --max-error-ratio 1.5 --min-sessions 200
                    [--max-lcp-ratio 1.25] [--health URL]      steps up while renters' figures hold, else rolls back
  npm run promote -- <app>                                     the canary goes live for every device
  npm run promote -- <app> --from <site> --to <site> [--version V] [--canary P] [--force]
                                                               a version from one site to another, verified, no rebuild
  npm run disable -- <app> [--route P] [--message "…"]         "temporarily unavailable" on its routes (or P)
  npm run enable -- <app> [--route P]                          serves them again; nothing is rebuilt
  npm run remotes [-- --json]                                  live, canary, history, previews and versions on the site
  npm run remotes -- --health [URL] [--json]                   renters' figures per remote and version (errors, LCP, INP)
  npm run remotes -- --log [app]                               who changed what, from which commit, newest first
  npm run registry -- history | restore <generation>           every registry written; put an earlier one back
  npm run check:remote -- <app> --against <site|URL> [--dist DIR]
                                                               a build against a deployed shell's contract
  npm run prune -- <app> [--keep N] [--older-than 7d|12h] [--yes]
                                                               versions nothing names any more, expired previews (dry run unless --yes)
  npm run serve -- [--site DIR|s3://bucket/prefix] [--port N]  serve a site as it is: no build, no deploy`;

/** For the audit: a command that reports no --force warnings. */
const nothingForced = (): string[] => [];

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
  const preview = command === 'deploy' ? parsePreviewFlags(values) : null;
  if (preview) flags.preview = preview;
  const needApp = () => {
    if (!app)
      throw new UsageError(
        `${command} needs an app (shell, mf-catalog, mf-orders, mf-account or mf-payments): ${COMMANDS[command]?.usage ?? ''}`,
      );
    return app;
  };
  const checkSite = (flag: string, at: string) => {
    if (!/^s3:\/\//i.test(at) && existsSync(at) && !statSync(at).isDirectory())
      throw new UsageError(`--${flag} ${at} is a file, not a site folder`);
  };
  checkSite('site', site);
  // Every registry change is written down: who, from which commit, and the --note given.
  const write = (
    what: string,
    subject: string | undefined,
    run: (store: SiteStore) => Promise<string[]>,
    at: string = site,
  ) => {
    const store = openStore(at);
    const command = flags.force ? `${what} --force` : what;
    return audited(store, { command, app: subject, note: values.note }, () => run(store));
  };
  switch (command) {
    case 'deploy':
      return write('deploy', needApp(), (store) => deploy(store, needApp(), flags, print));
    case 'rollback':
      return write('rollback', needApp(), (store) => rollback(store, needApp(), flags, print).then(nothingForced));
    case 'canary': {
      const judged = parseJudgedCanary(extra, values);
      if (judged) {
        const store = openStore(site);
        return judgedCanary(store, needApp(), judged, { force: flags.force, note: values.note }, print);
      }
      const percent = parsePercent(extra);
      return write(`canary ${percent}`, needApp(), (store) =>
        canary(store, needApp(), percent, flags, print).then(nothingForced),
      );
    }
    case 'promote': {
      const across = parsePromoteAcross(values);
      if (!across) return write('promote', needApp(), (store) => promote(store, needApp(), print).then(nothingForced));
      checkSite('from', across.from);
      checkSite('to', across.to);
      const from = openStore(across.from);
      if (from.description === openStore(across.to).description)
        throw new UsageError(`--from and --to are the same site (${from.description})`);
      const what = `promote --from ${from.description}${across.canary ? ` --canary ${across.canary}` : ''}`;
      return write(what, needApp(), (to) => promoteAcross(from, to, needApp(), across, flags, print), across.to);
    }
    case 'disable':
    case 'enable': {
      const request = switchRequest(command, values);
      return write(switchCommand(request), needApp(), (store) =>
        killSwitch(store, needApp(), request, print).then(nothingForced),
      );
    }
    case 'remotes': {
      const health = parseHealthFlag(values.health);
      if (values.log) {
        if (values.json) throw new UsageError('--log and --json do not go together: npm run remotes -- --log [app]');
        if (health !== null)
          throw new UsageError('--log and --health do not go together: npm run remotes -- --health [URL] [--json]');
        return printLog(openStore(site), app, print);
      }
      if (app) throw new UsageError(`"${app}" is not understood: npm run remotes -- --log ${app}`);
      if (health !== null) return healthCommand(openStore(site), health, flags.json, print);
      return list(openStore(site), flags, print);
    }
    case 'registry':
      if (app === 'restore')
        return write('registry restore', undefined, (store) =>
          registryCommand(store, app, extra, flags, print).then(nothingForced),
        );
      if (values.note)
        throw new UsageError('--note goes with a change: npm run registry -- restore <generation> --note …');
      return registryCommand(openStore(site), app, extra, flags, print);
    case 'prune': {
      const keep = parseKeep(values.keep);
      const olderThanMs = parseAge(values['older-than']);
      return pruneCommand(openStore(site), needApp(), { keep, olderThanMs, yes: values.yes ?? false }, print);
    }
    case 'serve':
      return serveCommand(site, parsePort(values.port), print);
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
    if (error instanceof OlderBuildError) {
      console.error(`refused: ${error.message}`);
      return 2;
    }
    if (error instanceof RefusedError || error instanceof RegistryRuleError || error instanceof ImmutableVersionError) {
      console.error(`refused: ${error.message}`);
      return 1;
    }
    if (error instanceof CanaryStoppedError) {
      console.error(`${error.prefix}: ${error.message}`);
      return error.code;
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
