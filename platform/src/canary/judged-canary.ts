import type { HealthAggregate, VersionHealth } from './health';
import { judge, type Judgment, type Thresholds } from './judge';

// The loop of a canary that judges itself: step, watch, step again or roll back. Everything it
// touches (the registry, the health source, the clock) comes in through `JudgedIo`, so its tests
// run a day's canary in milliseconds.

export interface JudgedPlan {
  remote: string;
  version: string;
  steps: number[];
  intervalMs: number;
  thresholds: Thresholds;
}

/** A registry write done, or refused because someone else changed the remote's canary. */
export type Written = { line: string } | { moved: string };

export interface JudgedIo {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  signal: AbortSignal;
  health(since: Date, signal: AbortSignal): Promise<HealthAggregate>;
  /** The remote's live and canary versions now. */
  registry(): Promise<{ live: string | null; canary: string | null; describe: string }>;
  step(percent: number, label: string, first: boolean): Promise<Written>;
  promote(label: string): Promise<Written>;
  rollBack(reason: string): Promise<Written>;
  print(line: string): void;
  warn(line: string): void;
}

export interface JudgedEnd {
  kind: 'promoted' | 'passed' | 'rolledBack' | 'moved' | 'noHealth' | 'interrupted';
  line: string;
}

/** Often enough to catch a bad canary early, rarely enough not to load the monitoring query. */
export function pollPeriod(intervalMs: number): number {
  return Math.min(30_000, Math.max(1_000, Math.round(intervalMs / 10)));
}

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return [h && `${h}h`, m && `${m}m`, sec && `${sec}s`].filter(Boolean).join('') || '0s';
}

const rate = (r: number) => `${(r * 100).toFixed(1)} %`;

function figures(plan: JudgedPlan, canary: VersionHealth | undefined, live: VersionHealth | undefined): string {
  const need = plan.thresholds.minSessions;
  const sessions = canary?.sessions ?? 0;
  const mine = canary
    ? `${sessions} sessions${sessions < need ? ` (of ${need} needed)` : ''}, error rate ${rate(canary.errorRate)}`
    : `no sessions yet (of ${need} needed)`;
  const theirs = live ? `${live.sessions} sessions, error rate ${rate(live.errorRate)}` : 'no sessions';
  const lcp = (h: VersionHealth | undefined) => (h?.lcpP75Ms == null ? '—' : `${Math.round(h.lcpP75Ms)} ms`);
  return `${plan.version} ${mine}, LCP p75 ${lcp(canary)} · live ${theirs}, LCP p75 ${lcp(live)}`;
}

type Watched = { passed: string } | JudgedEnd;

/** Since when nothing answered, and what (the health source or the site's registry). */
interface Outage {
  since: number | null;
  lastAnswer: number;
  source: string;
  what: string;
}

/** Watches one step until it passes, fails, or the loop must stop. */
async function watchStep(
  plan: JudgedPlan,
  io: JudgedIo,
  at: { percent: number; label: string },
  outage: Outage,
): Promise<Watched> {
  const start = io.now();
  const poll = pollPeriod(plan.intervalMs);
  const holding = `${plan.remote} ${plan.version} stays at ${at.percent} % of devices`;
  let shown = '';
  const interrupted: JudgedEnd = { kind: 'interrupted', line: `interrupted; ${holding}` };
  /** No answer (the health source, or the site's registry at a bad moment): hold, and stop after 3 intervals. */
  const unanswered = (from: 'health' | 'registry', error: unknown): JudgedEnd | null => {
    const why = (error as Error).message;
    const health = from === 'health';
    if (outage.since === null) {
      outage.since = io.now();
      outage.what = health ? 'the health source' : "the site's registry";
      const failed = health
        ? `the health source ${outage.source} gave no figures`
        : "the site's registry could not be read";
      io.warn(`warning: ${failed} (${why}); holding at ${at.percent} %`);
    }
    const silent = io.now() - outage.lastAnswer;
    if (silent < 3 * plan.intervalMs) return null;
    const none = health ? `no figures from the health source ${outage.source}` : 'no registry read from the site';
    return { kind: 'noHealth', line: `${none} for ${formatDuration(silent)} (${why}); ${holding}` };
  };
  for (;;) {
    await io.sleep(poll, io.signal);
    if (io.signal.aborted) return interrupted;
    let state: Awaited<ReturnType<JudgedIo['registry']>>;
    try {
      state = await io.registry();
    } catch (error) {
      if (io.signal.aborted) return interrupted;
      const stop = unanswered('registry', error);
      if (stop) return stop;
      continue;
    }
    if (state.canary !== plan.version)
      return {
        kind: 'moved',
        line: `${plan.remote}'s canary is no longer ${plan.version} (now ${state.describe}); nothing changed`,
      };
    let aggregate: HealthAggregate;
    try {
      aggregate = await io.health(new Date(start), io.signal);
    } catch (error) {
      if (io.signal.aborted) return interrupted;
      const stop = unanswered('health', error);
      if (stop) return stop;
      continue;
    }
    if (outage.since !== null) io.print(`${outage.what} answers again`);
    outage.since = null;
    outage.lastAnswer = io.now();
    const versions = aggregate.remotes[plan.remote] ?? {};
    const canary = versions[plan.version];
    const live = state.live === null ? undefined : versions[state.live];
    const judgment: Judgment = judge(canary, live, plan.thresholds);
    const line = `  ${at.percent} % · ${figures(plan, canary, live)}`;
    if (line !== shown) io.print(line);
    shown = line;
    if (judgment.verdict === 'unhealthy') {
      const reason = `${plan.remote} ${plan.version} at ${at.percent} % (${at.label}): ${judgment.reason}`;
      const done = await io.rollBack(reason);
      if ('moved' in done) return { kind: 'moved', line: done.moved };
      return { kind: 'rolledBack', line: `${reason}; ${done.line}` };
    }
    const elapsed = io.now() - start;
    if (judgment.verdict === 'healthy' && elapsed >= plan.intervalMs)
      return { passed: `${at.label} passed after ${formatDuration(elapsed)}` };
  }
}

export async function runJudgedCanary(plan: JudgedPlan, io: JudgedIo, source: string): Promise<JudgedEnd> {
  const outage: Outage = { since: null, lastAnswer: io.now(), source, what: 'the health source' };
  const n = plan.steps.length;
  let percent = 0;
  for (const [i, next] of plan.steps.entries()) {
    const label = `step ${i + 1}/${n}`;
    const written = next === 100 ? await io.promote(label) : await io.step(next, label, i === 0);
    if ('moved' in written) return { kind: 'moved', line: written.moved };
    io.print(`${label}: ${written.line}`);
    if (next === 100)
      return {
        kind: 'promoted',
        line: `${plan.remote} ${plan.version} passed every step and is live for every device`,
      };
    percent = next;
    const watched = await watchStep(plan, io, { percent, label }, outage);
    if ('kind' in watched) return watched;
    io.print(watched.passed);
  }
  return {
    kind: 'passed',
    line: `${plan.remote} ${plan.version} passed every step and stays at ${percent} % of devices`,
  };
}
