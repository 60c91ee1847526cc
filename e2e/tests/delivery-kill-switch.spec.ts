import type { Page, TestInfo } from '@playwright/test';
import { cliOk } from '../support/cli';
import { expect, tabBar, test } from '../support/fixtures';
import { scaled } from '../support/time-scale';

const FAQ = 'pages/commonProblem/commonProblem';
const MINE = 'pages/user/user';
const MESSAGE = '预计 18:00 恢复 · Back by 18:00';
/** The shell reads the registry again once it is older than this (REGISTRY_MAX_AGE_MS in the shell). */
const REGISTRY_MAX_AGE_MS = 30_000;

test.describe.configure({ timeout: scaled(240_000) });

/** Until the registry the open tab holds is past the shell's stated age (read no later than `readBy`). */
async function registryGrowsOld(page: Page, readBy: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, readBy + REGISTRY_MAX_AGE_MS + 1_000 - Date.now()));
}

/** The notice as a renter sees it, kept beside the test's results (375×812, the suite's phone). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('disable: the notice with the message in a fresh tab at once and in an open tab at its next navigation; enable: the page again', async ({
  page,
  open,
  site,
  control,
  baseURL,
}, testInfo) => {
  void control;
  // The open tab has been on the page before the switch, so its code is in memory there.
  await open(FAQ);
  await expect(page).toHaveTitle('常见问题');
  await open('');
  await expect(tabBar(page)).toBeVisible();
  const readBy = Date.now();

  const off = await cliOk(['disable', 'mf-account', '--route', FAQ, '--message', MESSAGE, '--site', site.dir]);
  expect(off).toContain(`mf_account: ${FAQ} shows renters “temporarily unavailable” with “${MESSAGE}”`);

  // A fresh tab, with mf-account's files unreachable: the notice is the shell's own.
  const fresh = await page.context().newPage();
  await fresh.route('**/h5/remotes/mf-account/**', (route) => route.abort());
  await fresh.goto(`${baseURL}#/${FAQ}`);
  await expect(fresh).toHaveTitle('暂时无法使用');
  const notice = fresh.getByRole('alert');
  await expect(notice).toContainText('该功能暂时停用');
  await expect(notice.getByText('服务团队说明')).toBeVisible();
  await expect(notice.getByText(MESSAGE)).toBeVisible();
  await keepScreenshot(fresh, testInfo, 'kill-switch-zh-CN.png');
  await fresh.getByRole('button', { name: '返回首页' }).click();
  await expect(tabBar(fresh)).toBeVisible();

  // The open tab: at its next navigation into the remote once its registry is past the stated age.
  await registryGrowsOld(page, readBy);
  const reread = page.waitForRequest((r) => r.url().endsWith('/h5/remotes.json'));
  await open(FAQ);
  expect(await (await reread).headerValue('if-none-match')).toBeTruthy();
  await expect(page.getByRole('alert').getByText(MESSAGE)).toBeVisible();
  await expect(page).toHaveTitle('暂时无法使用');
  await expect(page.getByRole('main')).toHaveAccessibleName('暂时无法使用');

  await open('');
  const onAgainBy = Date.now();
  expect(await cliOk(['enable', 'mf-account', '--route', FAQ, '--site', site.dir])).toContain(
    `mf_account: ${FAQ} switched back on`,
  );
  const newLoad = await page.context().newPage();
  await newLoad.goto(`${baseURL}#/${FAQ}`);
  await expect(newLoad).toHaveTitle('常见问题');

  await registryGrowsOld(page, onAgainBy);
  await open(FAQ);
  await expect(page).toHaveTitle('常见问题');
  await expect(page.getByRole('alert')).toHaveCount(0);

  const log = await cliOk(['remotes', '--log', 'mf-account', '--site', site.dir]);
  expect(log.split('\n').map((line) => /(disable|enable) --route \S+/.exec(line)?.[0])).toEqual([
    `enable --route ${FAQ}`,
    `disable --route ${FAQ}`,
  ]);
});

test("a whole remote switched off: its tab shows the notice over the tab bar, other teams' tabs work; enable undoes it", async ({
  page,
  browser,
  site,
  control,
  baseURL,
}, testInfo) => {
  void control;
  await cliOk(['disable', 'mf-account', '--site', site.dir]);
  await page.goto(`${baseURL}#/${MINE}`);
  await expect(page).toHaveTitle('暂时无法使用');
  await expect(page.getByRole('alert')).not.toContainText('服务团队说明');
  await keepScreenshot(page, testInfo, 'kill-switch-tab-zh-CN.png');
  await expect(tabBar(page).locator('.adm-tab-bar-item-active')).toHaveText('我的');
  await tabBar(page).locator('.adm-tab-bar-item').nth(0).click();
  await expect(page).toHaveTitle('优品租机');
  await expect(page.locator('.cat-goods-card').first()).toBeVisible();

  await cliOk(['disable', 'mf-account', '--route', FAQ, '--message', MESSAGE, '--site', site.dir]);
  const english = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
  const en = await english.newPage();
  await en.goto(`${baseURL}#/${FAQ}`);
  await expect(en).toHaveTitle('Temporarily unavailable');
  await expect(en.getByRole('alert').getByText('From the team')).toBeVisible();
  await expect(en.getByRole('alert').getByText(MESSAGE)).toBeVisible();
  await keepScreenshot(en, testInfo, 'kill-switch-en.png');
  await english.close();

  await cliOk(['enable', 'mf-account', '--site', site.dir]);
  await page.goto(`${baseURL}#/${MINE}`);
  await page.reload();
  await expect(page).toHaveTitle('我的');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
