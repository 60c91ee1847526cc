import { VERSION_NAME } from '../registry/strict';
import type { Thresholds } from '../canary/judge';
import { UsageError } from './usage-error';

// The flags of a canary that judges itself: each read on its own, then the combination, and every
// mistake refused in one line that says how it should look.

/** LCP is always judged: a canary whose p75 is a quarter slower than live's is rolled back unless told otherwise. */
export const DEFAULT_MAX_LCP_RATIO = 1.25;

export const JUDGED_FLAGS = [
  'steps',
  'interval',
  'max-error-ratio',
  'min-sessions',
  'max-lcp-ratio',
  'health',
] as const;
type JudgedFlag = (typeof JUDGED_FLAGS)[number];
export const JUDGED_USAGE =
  'npm run canary -- <app> --version V --steps 5,25,50,100 --interval 10m --max-error-ratio 1.5 --min-sessions 200 [--max-lcp-ratio 1.25] [--health URL]';
/** What a bare `--health` stands for: the source from the environment (health-source.ts). */
export const HEALTH_DEFAULT = 'default';

export interface JudgedCanary {
  version: string;
  steps: number[];
  intervalMs: number;
  thresholds: Thresholds;
  /** undefined: the default source. */
  health: string | undefined;
}

const UNITS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
const DAY_MS = 24 * 3_600_000;

/** A duration such as `30s`, `10m`, `2h`: whole seconds, minutes or hours, from 10 s to 24 h. */
export function parseDuration(flag: string, text: string): number {
  const match = /^([1-9]\d{0,4})([smh])$/.exec(text);
  const ms = match ? Number(match[1]) * UNITS[match[2] as keyof typeof UNITS] : NaN;
  if (!(ms >= 10_000 && ms <= DAY_MS))
    throw new UsageError(`--${flag} takes a time from 10s to 24h such as 30s, 10m or 2h, not "${text}": --${flag} 10m`);
  return ms;
}

function parseSteps(text: string): number[] {
  const parts = text.split(',');
  const steps = parts.map(Number);
  const refuse = (why: string) =>
    new UsageError(`--steps ${why}, not "${text}": --steps 5,25,50,100 (100 last makes it live)`);
  if (!parts.every((p) => /^(100|[1-9]\d?)$/.test(p)))
    throw refuse('takes whole percents from 1 to 100 joined by commas');
  if (steps.some((s, i) => i > 0 && s <= (steps[i - 1] ?? 0))) throw refuse('must go up, each step above the last');
  return steps;
}

function parseRatio(flag: string, text: string, example: string): number {
  const value = Number(text);
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(text) || !(value >= 1 && value <= 100))
    throw new UsageError(
      `--${flag} takes a ratio from 1 to 100 such as ${example}, not "${text}": --${flag} ${example}`,
    );
  return value;
}

function parseMinSessions(text: string): number {
  if (!/^[1-9]\d{0,6}$/.test(text))
    throw new UsageError(
      `--min-sessions takes a whole number of sessions from 1 to 9999999, not "${text}": --min-sessions 200`,
    );
  return Number(text);
}

function parseHealth(text: string): string | undefined {
  if (text === HEALTH_DEFAULT) return undefined;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol))
    throw new UsageError(
      `--health takes an http(s) URL, not "${text}": --health http://localhost:8080/api/common/health`,
    );
  return text;
}

/** One judged flag's value checked on its own (also for a negative number the parser would take for a flag). */
export function judgedFlag(flag: string, text: string): void {
  if (flag === 'steps') parseSteps(text);
  else if (flag === 'interval') parseDuration(flag, text);
  else if (flag === 'max-error-ratio') parseRatio(flag, text, '1.5');
  else if (flag === 'max-lcp-ratio') parseRatio(flag, text, '1.25');
  else if (flag === 'min-sessions') parseMinSessions(text);
  else if (flag === 'health') parseHealth(text);
}

type Values = Partial<Record<JudgedFlag | 'version', string>>;
const REQUIRED = ['steps', 'interval', 'max-error-ratio', 'min-sessions'] as const;

/**
 * `canary <app> <percent>` (null: nothing judged) or `canary <app> --version V --steps …` (the
 * judged canary); never a mix of the two.
 */
export function parseJudgedCanary(percent: string | undefined, values: Values): JudgedCanary | null {
  const { version } = values;
  const given = JUDGED_FLAGS.filter((flag) => values[flag] !== undefined);
  if (version === undefined) {
    const [stray] = given;
    if (stray) throw new UsageError(`--${stray} goes with --version, the version to judge: ${JUDGED_USAGE}`);
    return null;
  }
  if (percent !== undefined)
    throw new UsageError(`with --version the shares come from --steps, not "${percent}": ${JUDGED_USAGE}`);
  if (!VERSION_NAME.test(version))
    throw new UsageError(`--version takes a version name such as 1.4.0+3f9c2ab1, not "${version}": ${JUDGED_USAGE}`);
  const missing = REQUIRED.filter((flag) => values[flag] === undefined);
  if (missing.length)
    throw new UsageError(`--version needs ${missing.map((f) => `--${f}`).join(', ')}: ${JUDGED_USAGE}`);
  const need = (flag: (typeof REQUIRED)[number]) => values[flag] ?? '';
  const lcp = values['max-lcp-ratio'];
  return {
    version,
    steps: parseSteps(need('steps')),
    intervalMs: parseDuration('interval', need('interval')),
    thresholds: {
      maxErrorRatio: parseRatio('max-error-ratio', need('max-error-ratio'), '1.5'),
      minSessions: parseMinSessions(need('min-sessions')),
      maxLcpRatio: lcp === undefined ? DEFAULT_MAX_LCP_RATIO : parseRatio('max-lcp-ratio', lcp, '1.25'),
    },
    health: values.health === undefined ? undefined : parseHealth(values.health),
  };
}

/** `remotes --health [URL]`: the source asked for (undefined: the default), or null without --health. */
export function parseHealthFlag(text: string | undefined): string | undefined | null {
  return text === undefined ? null : parseHealth(text);
}
