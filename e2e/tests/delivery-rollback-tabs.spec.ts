import type { Page } from '@playwright/test';
import { cliOk } from '../support/cli';
import { loadedVersion } from '../support/delivery';
import { expect, tabBar, test } from '../support/fixtures';
import { scaled } from '../support/time-scale';
import { variants } from '../support/variants';

const ACCOUNT = 'mf_account';
const MINE = 'pages/user/user';
const FAQ = 'pages/commonProblem/commonProblem';
const HOME_TITLE = '优品租机';
/** The shell reads the registry again once it is older than this (REGISTRY_MAX_AGE_MS in the shell). */
const REGISTRY_MAX_AGE_MS = 30_000;
/** The goal: every open tab off a withdrawn version this soon after its next navigation into it. */
const GOAL_MS = 60_000;

test.describe.configure({ timeout: scaled(300_000) });

/** A mark that only this document holds: gone once the tab has loaded the app again. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

test('after a rollback, every open tab that ran the withdrawn version moves to the good one at its next navigation into it, on the route it asked for; tabs elsewhere are left alone', async ({
  page,
  site,
  control,
  baseURL,
}, testInfo) => {
  void control;
  const { v2 } = await variants();
  const v1 = site.liveVersion(ACCOUNT);
  await cliOk(['deploy', 'mf-account', '--dist', v2.dist, '--site', site.dir]);

  // Three tabs on v2 of mf-account: on Mine, on the FAQ, and one back on home with Mine kept behind its tab.
  const context = page.context();
  const tabs = { mine: page, faq: await context.newPage(), kept: await context.newPage() };
  await tabs.mine.goto(`${baseURL}#/${MINE}`);
  await tabs.faq.goto(`${baseURL}#/${FAQ}`);
  await tabs.kept.goto(`${baseURL}#/${MINE}`);
  for (const tab of Object.values(tabs)) await expect.poll(() => loadedVersion(tab, ACCOUNT)).toBe(v2.version);
  await tabBar(tabs.kept).getByText('首页').click();
  await expect(tabs.kept).toHaveTitle(HOME_TITLE);
  // A fourth tab never ran mf-account: a rollback of it is none of its business.
  const elsewhere = await context.newPage();
  await elsewhere.goto(`${baseURL}#/`);
  await expect(elsewhere).toHaveTitle(HOME_TITLE);
  const readBy = Date.now();
  for (const tab of [...Object.values(tabs), elsewhere]) await mark(tab);

  expect(await cliOk(['rollback', 'mf-account', '--site', site.dir])).toContain(
    `mf_account ${v1} is live again (was ${v2.version})`,
  );
  await tabs.mine.waitForTimeout(Math.max(0, readBy + REGISTRY_MAX_AGE_MS + 1_000 - Date.now()));

  const moves = [
    { tab: tabs.mine, go: () => tabs.mine.goto(`${baseURL}#/${FAQ}`), route: FAQ, title: '常见问题' },
    { tab: tabs.faq, go: () => tabs.faq.goto(`${baseURL}#/${MINE}`), route: MINE, title: '我的' },
    { tab: tabs.kept, go: () => tabBar(tabs.kept).getByText('我的').click(), route: MINE, title: '我的' },
  ];
  const took: number[] = [];
  for (const { tab, go, route, title } of moves) {
    const started = Date.now();
    await go();
    await expect(tab.getByText('正在更新')).toBeVisible();
    if (took.length === 0) {
      const file = testInfo.outputPath('rollback-updating-zh-CN.png');
      await tab.screenshot({ path: file });
      await testInfo.attach('rollback-updating-zh-CN.png', { path: file, contentType: 'image/png' });
    }
    await expect.poll(() => sameDocument(tab), { timeout: GOAL_MS }).toBe(false);
    await expect(tab).toHaveURL(new RegExp(`#/${route}$`));
    await expect(tab).toHaveTitle(title);
    await expect.poll(() => loadedVersion(tab, ACCOUNT)).toBe(v1);
    took.push(Date.now() - started);
  }
  console.log(
    `rollback reached open tabs in ${took.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} after their navigation`,
  );
  expect(Math.max(...took)).toBeLessThan(GOAL_MS);

  // The tab that never ran v2 navigates within its own remote and keeps its document.
  await elsewhere.goto(`${baseURL}#/pages/classify/classify`);
  await expect(elsewhere.getByRole('main')).toBeVisible();
  expect(await sameDocument(elsewhere)).toBe(true);
  // A moved tab does not move again: v1 is offered, so its next visit is a plain navigation.
  await mark(tabs.mine);
  await tabs.mine.goto(`${baseURL}#/${MINE}`);
  await expect(tabs.mine).toHaveTitle('我的');
  expect(await sameDocument(tabs.mine)).toBe(true);
  for (const tab of [tabs.faq, tabs.kept, elsewhere]) await tab.close();
});
