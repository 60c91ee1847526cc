import { fetchHealth, HealthSourceError, healthUrl } from '../canary/health-source';
import { runJudgedCanary, formatDuration, type JudgedEnd, type Written } from '../canary/judged-canary';
import { ERROR_RATE_FLOOR, MIN_LCP_SAMPLES } from '../canary/judge';
import { canaryRemote, CanaryMovedError, describeCanary, endCanary, promoteRemote } from '../release/canary';
import { RefusedError } from '../release/errors';
import { deltasAfterRollback } from '../release/rollback';
import { readRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { audited } from './audited';
import type { JudgedCanary } from './canary-flags';
import { loopDeps } from './loop-deps';
import { printDeltas } from './print-deltas';
import { findApp, registryName } from './workspace';

type Print = (line: string) => void;

/** How a judged canary ended when it did not end well: main prints `<prefix>: <line>` and exits with `code`. */
export class CanaryStoppedError extends Error {
  override name = 'CanaryStoppedError';
  constructor(
    readonly prefix: 'rolled back' | 'stopped',
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

const EXIT: Record<JudgedEnd['kind'], { prefix: CanaryStoppedError['prefix']; code: number } | null> = {
  promoted: null,
  passed: null,
  rolledBack: { prefix: 'rolled back', code: 1 },
  moved: { prefix: 'stopped', code: 1 },
  noHealth: { prefix: 'stopped', code: 1 },
  // As a shell reports a command ended by Ctrl-C.
  interrupted: { prefix: 'stopped', code: 130 },
};

/** A registry write, audited as its own entry; a canary someone else moved meanwhile is reported, not thrown. */
async function written(run: () => Promise<string>): Promise<Written> {
  try {
    return { line: await run() };
  } catch (error) {
    if (error instanceof CanaryMovedError) return { moved: `${error.message}; nothing changed` };
    throw error;
  }
}

export async function judgedCanary(
  store: SiteStore,
  app: string,
  plan: JudgedCanary,
  opts: { force: boolean; note: string | undefined },
  print: Print,
): Promise<void> {
  const info = findApp(app);
  if (info.kind === 'host')
    throw new RefusedError('the shell is the page itself: it has no canary (deploy and rollback it instead)');
  const remote = registryName(info.dir);
  const { version } = plan;
  const source = healthUrl(plan.health);
  /** One registry write, audited as its own entry; answers the line that says what it did. */
  const write = (command: string, note: string | undefined, run: () => Promise<string>) =>
    written(async () => {
      let line = '';
      await audited(store, { command: opts.force ? `${command} --force` : command, app, note }, async () => {
        line = await run();
        return [];
      });
      return line;
    });
  const { doc } = await readRegistry(store);
  if (!doc.remotes[remote]?.versions[version])
    throw new RefusedError(
      `${remote} ${version} is not uploaded to ${store.description} (npm run remotes lists what is)`,
    );
  // Asked once before the first write: a canary that cannot be judged is not started.
  await fetchHealth(source, { remote }, { fetch: loopDeps.fetch }).catch((error: unknown) => {
    if (!(error instanceof HealthSourceError)) throw error;
    throw new RefusedError(
      `the health source ${source} gave no figures (${error.message}); nothing changed: start it, or pass --health URL`,
    );
  });
  print(describePlan(remote, plan, source));
  const controller = new AbortController();
  // The first Ctrl-C lets the loop stop between writes and say where it left the canary; a second
  // one is someone who cannot wait (a write hanging on the store, say).
  const interrupt = () => (controller.signal.aborted ? process.exit(130) : controller.abort());
  process.on('SIGINT', interrupt);
  try {
    const end = await runJudgedCanary(
      { remote, version, steps: plan.steps, intervalMs: plan.intervalMs, thresholds: plan.thresholds },
      {
        now: () => loopDeps.now(),
        sleep: (ms, signal) => loopDeps.sleep(ms, signal),
        signal: controller.signal,
        health: (since, signal) => fetchHealth(source, { remote, since, signal }, { fetch: loopDeps.fetch }),
        registry: async () => {
          const { doc } = await readRegistry(store);
          const r = doc.remotes[remote];
          return { live: r?.live ?? null, canary: r?.canary?.version ?? null, describe: describeCanary(doc, remote) };
        },
        step: (percent, label, first) =>
          write(`canary ${percent} --version ${version} (${label})`, opts.note, async () => {
            const o = await canaryRemote(store, remote, percent, {
              force: opts.force,
              version,
              ...(first ? {} : { whileCanary: version }),
            });
            return `${remote} ${o.version} goes to ${o.percent} % of devices; the rest keep ${o.live ?? 'nothing'}`;
          }),
        promote: (label) =>
          write(`promote --version ${version} (${label})`, opts.note, async () => {
            const o = await promoteRemote(store, remote, { version });
            return `${remote} ${o.to} is live for every device (was ${o.from ?? 'none'})`;
          }),
        rollBack: (reason) =>
          write(`rollback --version ${version} (judged)`, reason, async () => {
            const o = await endCanary(store, remote, version);
            printDeltas(await deltasAfterRollback(store, remote, info.dir, o), print);
            return `${o.kind === 'canaryEnded' ? (o.live ?? 'nothing') : o.to} stays live`;
          }),
        print,
        warn: (line) => console.error(line),
      },
      source,
    );
    const failure = EXIT[end.kind];
    if (failure) {
      const hint =
        end.kind === 'interrupted' || end.kind === 'noHealth'
          ? ` (npm run rollback -- ${info.dir} ends it, npm run promote -- ${info.dir} makes it live)`
          : '';
      throw new CanaryStoppedError(failure.prefix, `${end.line}${hint}`, failure.code);
    }
    print(end.kind === 'passed' ? `${end.line} (npm run promote -- ${info.dir} makes it live)` : end.line);
  } finally {
    process.off('SIGINT', interrupt);
  }
}

/** The first line of a judged canary: what it will do and when it rolls back. */
export function describePlan(remote: string, plan: JudgedCanary, source: string): string {
  const t = plan.thresholds;
  const lcp =
    t.maxLcpRatio === null ? '' : `, or LCP p75 above ${t.maxLcpRatio} × live's (${MIN_LCP_SAMPLES}+ samples each)`;
  return `judging ${remote} ${plan.version}: steps ${plan.steps.join(', ')} % every ${formatDuration(plan.intervalMs)} once ${t.minSessions} sessions are in; rolled back at an error rate above ${t.maxErrorRatio} × max(live's, ${ERROR_RATE_FLOOR * 100} %)${lcp} · figures from ${source}`;
}
