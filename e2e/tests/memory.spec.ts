import { expect, tabBar, test } from '../support/fixtures';
import { detachedDomNodes } from '../support/heap';
import { loggedIn } from '../support/session';
import { scaled } from '../support/time-scale';

test('pages the renter moved away from are let go: after rounds through the tabs and pages, no page stays in memory out of sight', async ({
  page,
  open,
  request,
  site,
  control,
}) => {
  void control;
  test.setTimeout(scaled(120_000));
  await loggedIn(page, request, site.url);
  await open('');
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  // The idle warm-up readies the other tabs out of sight; let it finish as a renter who reads home.
  await page.waitForLoadState('networkidle');
  const items = tabBar(page).locator('.adm-tab-bar-item');
  const main = page.getByRole('main');
  for (let round = 0; round < 3; round += 1) {
    for (const tab of [1, 2, 3, 0]) {
      await items.nth(tab).click();
      await expect(main.filter({ visible: true }).first()).toBeVisible();
    }
    for (const route of [
      'pages/commodityDetails/commodityDetails?id=1001',
      'pages/coupon/coupon',
      'pages/myOrder/myOrder',
    ]) {
      await page.evaluate((hash) => (window.location.hash = hash), `#/${route}`);
      await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
    }
    await page.goBack();
    await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
    await page.evaluate(() => (window.location.hash = '#/'));
    await expect(tabBar(page)).toBeVisible();
  }
  const detached = await detachedDomNodes(page);
  // A handful is the browser's own (a script element the loader keeps); a page left behind is hundreds.
  expect(detached.length, detached.slice(0, 20).join('\n')).toBeLessThan(20);
});
