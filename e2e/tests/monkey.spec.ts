import { expect, test } from '../support/fixtures';
import { runMonkey } from '../support/monkey/run-monkey';
import { REGRESSION_SEEDS } from '../support/monkey/seeds';
import { describeCase, type MonkeyCase, monkeySettings } from '../support/monkey/settings';
import { loggedIn } from '../support/session';
import { scaled } from '../support/time-scale';

/**
 * The app's own monkey run: seeded random steps, with faults injected. `npm run monkey` runs one
 * with a random seed (`MONKEY_STEPS`, default 200; `MONKEY_SEED` replays; `MONKEY_FAULT_RATE`,
 * `MONKEY_LANG`, `MONKEY_LOGGED_OUT=1`). CI (without MONKEY_SEED) replays the seeds that found
 * something instead, so a red run there is a regression, never a new seed's luck.
 */
function cases(): readonly (MonkeyCase & { name: string })[] {
  if (process.env.CI && process.env.MONKEY_SEED === undefined)
    return REGRESSION_SEEDS.map((c) => ({ ...c, name: `seed ${c.seed}` }));
  // Each worker loads this file again: a random seed must not be in the title, or they disagree.
  const seed = Number(process.env.MONKEY_SEED ?? Math.floor(Math.random() * 2 ** 31));
  return [{ seed, steps: Number(process.env.MONKEY_STEPS ?? 200), ...monkeySettings(process.env), name: 'this run' }];
}

for (const run of cases()) {
  test.describe(() => {
    test.use({ locale: run.lang });
    test(`monkey (${run.name}): random taps, typing, navigation and faults never break what a renter sees`, async ({
      page,
      context,
      open,
      control,
      request,
      site,
    }) => {
      // A step may reload the app or wait out an injected fault; on a busy 2-core machine some seeds
      // average past 2.5 s a step. The run's own stuck check (15 s) is what catches a hang.
      test.setTimeout(scaled(60_000 + run.steps * 4_000));
      console.log(`monkey: ${describeCase(run)}`);
      if (!run.loggedOut) await loggedIn(page, request, site.url);
      await open('');
      const started = Date.now();
      // The renter's bounds (15 s stuck, 3 s white), stretched as far as this machine is slower.
      const findings = await runMonkey(page, context, control, {
        ...run,
        stuckMs: scaled(15_000),
        whiteMs: scaled(3000),
      });
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`monkey: seed ${run.seed}, ${run.steps} steps in ${seconds} s, ${findings.length} finding(s)`);
      for (const f of findings) console.log(`  step ${f.step} [${f.action}] ${f.route}: ${f.problem}`);
      expect(findings, `seed ${run.seed}`).toEqual([]);
    });
  });
}
