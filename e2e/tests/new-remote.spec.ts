import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { scaled } from '../support/time-scale';
import { nodeIn, workCopy } from '../support/work-copy';

test.describe.configure({ timeout: scaled(600_000) });

/**
 * A fifth team's afternoon: `npm run new:remote -- gift-cards` in a copy of the project, whose
 * remote then passes the project's own type check, lint, unit tests and build, deploys with the
 * CLI to a site whose shell was built without it, and renders its page there.
 */
test('a new remote is scaffolded, checked, built and deployed, and renders in the deployed shell', async ({
  page,
  site,
  control,
}) => {
  void control;
  const copy = workCopy('new-remote');
  try {
    const ok = async (args: string[]) => {
      const run = await nodeIn(copy.dir, args);
      expect(run.code, `${args.join(' ')}\n${run.out}`).toBe(0);
      return run.out;
    };
    expect(await ok(['scripts/new-remote.mjs', 'gift-cards'])).toContain('mf-gift-cards/ made from templates/remote');
    // What the command refuses, it refuses in one line and writes nothing.
    for (const args of [['gift-cards'], ['Gift_Cards'], ['shell'], ['a', 'b'], ['x', '--force']]) {
      const refused = await nodeIn(copy.dir, ['scripts/new-remote.mjs', ...args]);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.out).toMatch(/^refused: [^\n]+$/);
    }

    writeFileSync(
      path.join(copy.dir, 'tsconfig.new-remote.json'),
      JSON.stringify({ extends: './tsconfig.base.json', include: ['types', 'mf-gift-cards/src'] }),
    );
    await ok(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.new-remote.json', '--noEmit']);
    await ok(['node_modules/eslint/bin/eslint.js', 'mf-gift-cards', 'scripts', 'bench', '--max-warnings', '0']);
    await ok([
      'node_modules/prettier/bin/prettier.cjs',
      '--check',
      'mf-gift-cards',
      'scripts',
      'shared/src/navigation/route-catalogue.json',
      'bench',
    ]);
    const tests = await ok(['node_modules/jest/bin/jest.js', 'mf-gift-cards', 'scripts/layout', '--ci']);
    expect(tests).toMatch(/PASS\W+web\W+mf-gift-cards\/src\/pages\/contact\/contact\.test\.tsx/);
    expect(tests).not.toMatch(/FAIL/);
    await ok(['scripts/build.mjs', 'mf-gift-cards']);
    const deployed = await ok(['scripts/platform.mjs', 'deploy', 'mf-gift-cards', '--no-build', '--site', site.dir]);
    expect(deployed).toMatch(/mf_gift_cards 1\.0\.0\+\w+ is live \(was none\)/);

    // The shell on the site is the one deployed before the remote existed.
    await page.goto(`${site.appUrl}/h5/#/pages/giftCards/contact`);
    await expect(page.getByRole('heading', { name: '联系人工客服' })).toBeVisible();
    await expect(page.getByRole('link', { name: /\d/ }).first()).toHaveAttribute('href', /^tel:/);
    await expect(page).toHaveTitle('联系我们');
  } finally {
    copy.remove();
  }
});
