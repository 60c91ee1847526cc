import { parseArgs } from 'node:util';
import { PREVIEW_NAME } from '../registry/schema';
import { VERSION_NAME } from '../registry/strict';
import { HEALTH_DEFAULT, JUDGED_FLAGS, JUDGED_USAGE, judgedFlag } from './canary-flags';
import { UsageError } from './usage-error';

export { UsageError };

const OPTIONS = {
  site: { type: 'string' },
  against: { type: 'string' },
  to: { type: 'string' },
  dist: { type: 'string' },
  'no-live': { type: 'boolean' },
  'no-build': { type: 'boolean' },
  force: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
  keep: { type: 'string' },
  'older-than': { type: 'string' },
  yes: { type: 'boolean' },
  port: { type: 'string' },
  note: { type: 'string' },
  log: { type: 'boolean' },
  route: { type: 'string' },
  message: { type: 'string' },
  from: { type: 'string' },
  version: { type: 'string' },
  canary: { type: 'string' },
  preview: { type: 'string' },
  expires: { type: 'string' },
  steps: { type: 'string' },
  interval: { type: 'string' },
  'max-error-ratio': { type: 'string' },
  'min-sessions': { type: 'string' },
  'max-lcp-ratio': { type: 'string' },
  health: { type: 'string' },
} as const;
type Flag = keyof typeof OPTIONS;

interface CommandShape {
  /** How the command is typed, for the one-line refusals. */
  usage: string;
  /** Positionals after the command name. */
  positionals: string[];
  flags: Flag[];
}

export const COMMANDS: Record<string, CommandShape> = {
  deploy: {
    usage: 'npm run deploy -- <app>',
    positionals: ['app'],
    flags: ['site', 'no-live', 'force', 'no-build', 'dist', 'note', 'preview', 'expires'],
  },
  rollback: { usage: 'npm run rollback -- <app>', positionals: ['app'], flags: ['site', 'to', 'force', 'note'] },
  canary: {
    usage: `npm run canary -- <app> <percent> | ${JUDGED_USAGE}`,
    positionals: ['app', 'percent'],
    flags: ['site', 'force', 'note', 'version', ...JUDGED_FLAGS],
  },
  promote: {
    usage: 'npm run promote -- <app> [--from <site> --to <site>]',
    positionals: ['app'],
    flags: ['site', 'note', 'from', 'to', 'version', 'canary', 'force'],
  },
  disable: {
    usage: 'npm run disable -- <app> [--route P] [--message "…"]',
    positionals: ['app'],
    flags: ['site', 'route', 'message', 'note'],
  },
  enable: { usage: 'npm run enable -- <app> [--route P]', positionals: ['app'], flags: ['site', 'route', 'note'] },
  remotes: {
    usage: 'npm run remotes -- [--json] | --health [URL] [--json] | --log [app]',
    positionals: ['app'],
    flags: ['site', 'json', 'log', 'health'],
  },
  registry: {
    usage: 'npm run registry -- history | restore <generation>',
    positionals: ['action', 'generation'],
    flags: ['site', 'json', 'note'],
  },
  'check-remote': {
    usage: 'npm run check:remote -- <app>',
    positionals: ['app'],
    flags: ['site', 'against', 'dist', 'no-build'],
  },
  prune: {
    usage: 'npm run prune -- <app> [--keep N] [--older-than 7d|12h] [--yes]',
    positionals: ['app'],
    flags: ['site', 'keep', 'older-than', 'yes'],
  },
  serve: {
    usage: 'npm run serve -- [--site DIR|s3://bucket/prefix] [--port N]',
    positionals: [],
    flags: ['site', 'port'],
  },
};

/**
 * Flags npm keeps for itself when they come before `--` (`npm run deploy mf-orders --no-live`):
 * npm passes them on only as `npm_config_*` variables, so the command would do the opposite of
 * what was asked. `--to` is taken by npm as an abbreviation of `--token-description`.
 */
const SWALLOWED: [variable: string, flag: string][] = [
  ['npm_config_live', '--no-live'],
  ['npm_config_build', '--no-build'],
  ['npm_config_site', '--site'],
  ['npm_config_dist', '--dist'],
  ['npm_config_against', '--against'],
  ['npm_config_token_description', '--to'],
  ['npm_config_force', '--force'],
  ['npm_config_json', '--json'],
  ['npm_config_keep', '--keep'],
  ['npm_config_older_than', '--older-than'],
  ['npm_config_port', '--port'],
  ['npm_config_note', '--note'],
  ['npm_config_log', '--log'],
  ['npm_config_route', '--route'],
  ['npm_config_message', '--message'],
  ['npm_config_from', '--from'],
  ['npm_config_canary', '--canary'],
  ['npm_config_preview', '--preview'],
  ['npm_config_expires', '--expires'],
  ['npm_config_steps', '--steps'],
  ['npm_config_interval', '--interval'],
  ['npm_config_max_error_ratio', '--max-error-ratio'],
  ['npm_config_min_sessions', '--min-sessions'],
  ['npm_config_max_lcp_ratio', '--max-lcp-ratio'],
  ['npm_config_health', '--health'],
];

export function swallowedFlag(env: NodeJS.ProcessEnv): string | undefined {
  // scripts/rental.mjs (the `bin`), and anything npx runs, gets its argv whole: npm_config_* there
  // are npm's own (`npx --yes …` sets npm_config_yes for whatever it starts).
  if (env.npm_lifecycle_event === undefined || env.npm_lifecycle_event === 'npx') return undefined;
  // npm may carry an empty npm_config_yes of its own: only `true` is a --yes typed before --.
  if (env.npm_config_yes === 'true') return '--yes';
  return SWALLOWED.find(([variable]) => env[variable] !== undefined)?.[1];
}

function parseRaw(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'bad arguments';
    throw new UsageError(message.replace(/\. To specify a positional argument.*$/, ''));
  }
}

export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  values: ReturnType<typeof parseRaw>['values'];
}

/** A percent for a canary: a whole number 1–100 written plainly (no `0x10`, `1e1`, `10.0`). */
export function parsePercent(text: string | undefined): number {
  if (text === undefined || !/^(100|[1-9]\d?)$/.test(text))
    throw new UsageError(`the share is a whole number of percent from 1 to 100, not "${text ?? ''}"`);
  return Number(text);
}

/** How many unreferenced versions a prune keeps besides: a whole number 0–1000 written plainly. */
export function parseKeep(text: string | undefined): number {
  if (text === undefined) return 0;
  if (!/^(0|[1-9]\d{0,2}|1000)$/.test(text))
    throw new UsageError(`--keep takes a whole number of versions from 0 to 1000, not "${text}": --keep 3`);
  return Number(text);
}

/** An age for --older-than: a whole number of days or hours (`7d`, `12h`), in milliseconds. */
export function parseAge(text: string | undefined): number | null {
  if (text === undefined) return null;
  const match = /^([1-9]\d{0,3})([dh])$/.exec(text);
  if (!match)
    throw new UsageError(`--older-than takes a whole number of days or hours, not "${text}": --older-than 7d`);
  return Number(match[1]) * (match[2] === 'd' ? 24 : 1) * 3_600_000;
}

const PREVIEW_USAGE = 'npm run deploy -- <app> --preview <name> [--expires 3d|12h]';
export const PREVIEW_DEFAULT_MS = 7 * 24 * 3_600_000;
const PREVIEW_MAX_MS = 90 * 24 * 3_600_000;
const expiresRefusal = (text: string) =>
  `--expires takes a whole number of days or hours up to 90d, not "${text}": --expires 3d`;

/** `deploy --preview <name> [--expires 3d|12h]`: the preview's name and how long it lasts, or null. */
export function parsePreviewFlags(values: ParsedArgs['values']): { name: string; expiresInMs: number } | null {
  const { preview: name, expires } = values;
  if (name === undefined) {
    if (expires !== undefined) throw new UsageError(`--expires goes with --preview: ${PREVIEW_USAGE}`);
    return null;
  }
  if (!PREVIEW_NAME.test(name))
    throw new UsageError(
      `--preview takes a name of a-z, 0-9 and - (at most 40), not "${name}": --preview summer-promo`,
    );
  if (values['no-live']) throw new UsageError(`a preview is never live; drop --no-live: ${PREVIEW_USAGE}`);
  if (expires === undefined) return { name, expiresInMs: PREVIEW_DEFAULT_MS };
  const match = /^([1-9]\d{0,3})([dh])$/.exec(expires);
  const ms = match ? Number(match[1]) * (match[2] === 'd' ? 24 : 1) * 3_600_000 : NaN;
  if (!(ms <= PREVIEW_MAX_MS)) throw new UsageError(expiresRefusal(expires));
  return { name, expiresInMs: ms };
}

/** A TCP port to listen on: 1–65535 written plainly. */
export function parsePort(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[1-9]\d{0,4}$/.test(text) || Number(text) > 65535)
    throw new UsageError(`--port takes a port number from 1 to 65535, not "${text}": --port 8080`);
  return Number(text);
}

/** `--health` with no URL after it (last, or before another flag) asks for the default source. */
function withHealthDefault(argv: string[]): string[] {
  return argv.map((arg, i) =>
    arg === '--health' && (argv[i + 1] === undefined || argv[i + 1]?.startsWith('--'))
      ? `--health=${HEALTH_DEFAULT}`
      : arg,
  );
}

/** Reads and checks the whole command line before anything is touched. */
export function parseCommandLine(argv: string[], env: NodeJS.ProcessEnv = process.env): ParsedArgs {
  // A negative number is a value here (a share), not a short flag for node's parser to reject.
  argv = withHealthDefault(argv);
  const numeric = argv.findIndex((a) => /^-\d/.test(a));
  if (numeric >= 0) {
    const flag = argv[numeric - 1];
    if (flag && JUDGED_FLAGS.some((f) => flag === `--${f}`)) judgedFlag(flag.slice(2), argv[numeric] ?? '');
    if (flag === '--keep') parseKeep(argv[numeric]);
    if (flag === '--port') parsePort(argv[numeric]);
    if (flag === '--expires') throw new UsageError(expiresRefusal(argv[numeric] ?? ''));
    throw new UsageError(`the share is a whole number of percent from 1 to 100, not "${argv[numeric]}"`);
  }
  const parsed = parseRaw(argv);
  const [command, ...positionals] = parsed.positionals;
  const { values } = parsed;
  if (values.help || command === undefined) return { command: undefined, positionals: [], values };
  const shape = COMMANDS[command];
  if (!shape) throw new UsageError(`unknown command "${command}": one of ${Object.keys(COMMANDS).join(', ')}`);
  const swallowed = swallowedFlag(env);
  if (swallowed)
    throw new UsageError(`npm kept ${swallowed} for itself; put it after --: ${shape.usage} ${swallowed} …`);
  if (positionals.length > shape.positionals.length)
    throw new UsageError(`"${positionals[shape.positionals.length]}" is not understood: ${shape.usage}`);
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    const flag = token.name as Flag;
    if (!shape.flags.includes(flag)) throw new UsageError(`${command} takes no --${flag}: ${shape.usage}`);
    if (token.value === '') throw new UsageError(`--${flag} needs a value: ${shape.usage} --${flag} <value>`);
  }
  return { command, positionals, values };
}

const ACROSS = 'npm run promote -- <app> --from <site> --to <site> [--version V] [--canary P]';

/** `promote <app> --from A --to B`: a version taken from one site to another, not a canary made live. */
export interface PromoteAcross {
  from: string;
  to: string;
  version?: string;
  canary?: number;
}

/**
 * Which promote was typed. Without --from and --to it is the canary going live on one site (and
 * takes none of the flags that choose what to copy); with them, both are needed and --site is not.
 */
export function parsePromoteAcross(values: ParsedArgs['values']): PromoteAcross | null {
  const { from, to, version, canary } = values;
  if (from === undefined && to === undefined) {
    const stray = (['version', 'canary', 'force'] as const).find((flag) => values[flag] !== undefined);
    if (stray) throw new UsageError(`--${stray} goes with --from and --to: ${ACROSS}`);
    return null;
  }
  if (from === undefined) throw new UsageError(`--to needs --from, the site the version comes from: ${ACROSS}`);
  if (to === undefined) throw new UsageError(`--from needs --to, the site the version goes to: ${ACROSS}`);
  if (values.site !== undefined) throw new UsageError(`with --from and --to there is no --site: ${ACROSS}`);
  if (version !== undefined && !VERSION_NAME.test(version))
    throw new UsageError(`--version takes a version name such as 1.4.0+3f9c2ab1, not "${version}"`);
  return {
    from,
    to,
    ...(version !== undefined && { version }),
    ...(canary !== undefined && { canary: parsePercent(canary) }),
  };
}
