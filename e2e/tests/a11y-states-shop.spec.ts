import { checkScreen, watchNextToast } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { loggedIn, toast } from '../support/session';
import { LANGUAGES, stateCheckIn, text } from '../support/strings';
import { scaled } from '../support/time-scale';

/**
 * The states beyond each route's main face, the shell's own and the catalog's: each in one
 * language, the five in turn.
 */

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGUAGES) {
  if (stateCheckIn(lang, 0))
    test(`the shell's loading, not-found and unavailable pages in ${lang}`, async ({ page, control }) => {
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      await go('pages/nowhere/nowhere');
      await expect(page.getByRole('alert')).toContainText(text(lang, 'common:page.notFoundTitle'));
      await checkScreen(page, `not found (${lang})`);

      await control.fault({ path: '/h5/remotes/mf-account/', type: 'hang' });
      await go('pages/user/user');
      await expect(page.locator('.rental-delayed-loading')).toBeVisible();
      await checkScreen(page, `page loading (${lang})`, 'quiet');
      await control.clearFaults();

      await control.fault({ path: '/h5/remotes/mf-payments/', type: 'notFound' });
      await go('pages/testAuth');
      await expect(page.getByRole('button', { name: text(lang, 'common:action.retry') })).toBeVisible();
      await checkScreen(page, `remote unavailable (${lang})`);
    });

  if (stateCheckIn(lang, 1))
    test(`home and categories loading, failing and empty in ${lang}`, async ({ page, control }) => {
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      // Failing from the start: the categories tab's data, fetched ahead on idle, is not kept then.
      await control.fault({ path: '/api/goods/category', type: 'http500' });
      await control.fault({ path: '/api/index/tag/goods', type: 'delay', delayMs: 8000, times: 1 });
      await go('');
      await expect(page.locator('.adm-skeleton').filter({ visible: true }).first()).toBeVisible();
      await checkScreen(page, `home skeleton (${lang})`, 'quiet');

      // The delay was for one answer, spent now; categories still fail.
      await control.fault({ path: '/api/index/coupon/goods', type: 'http500' });
      const toastChecked = await watchNextToast(page, `home section failed, its toast (${lang})`);
      await go('pages/home/home');
      await expect(page.getByRole('button', { name: text(lang, 'common:action.retry') })).toBeVisible();
      await toastChecked();
      await expect(toast(page)).toHaveCount(0, { timeout: scaled(5000) });
      await checkScreen(page, `home section failed (${lang})`, 'quiet');

      await go('pages/classify/classify');
      await expect(page.getByRole('button', { name: text(lang, 'common:action.retry') })).toBeVisible();
      await checkScreen(page, `categories failed (${lang})`);
    });

  if (stateCheckIn(lang, 2))
    test(`search, product and coupons in their other states in ${lang}`, async ({ page, request, site, control }) => {
      void control;
      await loggedIn(page, request, site.url);
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      await go('pages/search/search?keyword=zzzz');
      await expect(page.locator('.adm-error-block')).toBeVisible();
      await checkScreen(page, `search without results (${lang})`);

      await go('pages/commodityDetails/commodityDetails?id=99999');
      await expect(page.getByRole('alert')).toBeVisible();
      await checkScreen(page, `product not found (${lang})`);

      await go('pages/commodityDetails/commodityDetails?id=1001');
      await page.getByTestId('chosen-spec').click();
      await expect(page.getByRole('dialog', { name: text(lang, 'catalog:detail.choose') })).toBeVisible();
      await checkScreen(page, `spec and term picker open (${lang})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: text(lang, 'catalog:detail.moreCoupons', { count: 5 }) }).click();
      const toastChecked = await watchNextToast(page, `a claim's toast (${lang})`);
      await page
        .getByRole('button', { name: /^(领取|Claim) / })
        .first()
        .click();
      await toastChecked();
      await expect(toast(page)).toHaveCount(0, { timeout: scaled(5000) });
      await checkScreen(page, `coupons unfolded (${lang})`, 'quiet');

      await go('pages/coupon/coupon?tab=mine');
      await checkScreen(page, `my coupons (${lang})`);
    });
}
