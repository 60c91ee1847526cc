import { expect, test } from '../support/fixtures';
import { runMonkey } from '../support/monkey/run-monkey';
import { loggedIn } from '../support/session';

/**
 * The app's own monkey run: `MONKEY_STEPS` (CI: 200) seeded random steps, with faults injected;
 * `MONKEY_SEED` replays a run. `npm run monkey` runs it alone (e.g. `MONKEY_STEPS=3000`).
 */
const STEPS = Number(process.env.MONKEY_STEPS ?? 200);
const SEED = Number(process.env.MONKEY_SEED ?? Math.floor(Math.random() * 2 ** 31));

test('monkey: random taps, typing, navigation and faults never break what a renter sees', async ({
  page,
  context,
  open,
  control,
  request,
  site,
}) => {
  // A step may reload the app or wait out an injected fault; on a busy 2-core machine some seeds
  // average past 2.5 s a step. The run's own stuck check (15 s) is what catches a hang.
  test.setTimeout(60_000 + STEPS * 4_000);
  console.log(
    `monkey: seed ${SEED}, ${STEPS} steps (replay: MONKEY_SEED=${SEED} MONKEY_STEPS=${STEPS} npm run monkey)`,
  );
  await loggedIn(page, request, site.url);
  await open('');
  const started = Date.now();
  const findings = await runMonkey(page, context, control, { steps: STEPS, seed: SEED });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`monkey: ${STEPS} steps in ${seconds} s, ${findings.length} finding(s)`);
  for (const f of findings) console.log(`  step ${f.step} [${f.action}] ${f.route}: ${f.problem}`);
  expect(findings, `seed ${SEED}`).toEqual([]);
});
