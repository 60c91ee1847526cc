import { checkScreen } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { Renter } from '../support/orders-place';
import { loggedIn } from '../support/session';
import { LANGUAGES, stateCheckIn, text } from '../support/strings';

/**
 * The orders pages' sheets, form errors, empty, loading and failed states: each in one language,
 * the five in turn.
 */
const CONFIRM = 'pages/order/order?goodsId=1001&skuId=1001009&term=12&services=2';

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGUAGES) {
  const t = (id: string, values?: Record<string, string | number>) => text(lang, id, values);

  if (stateCheckIn(lang, 3))
    test(`confirm order: its sheets, a failed address list and the deposit authorization in ${lang}`, async ({
      page,
      request,
      site,
      control,
    }) => {
      const token = await loggedIn(page, request, site.url);
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      await go(CONFIRM);
      await page.getByRole('button', { name: t('orders:place.submit.action'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: t('orders:place.consent.sheetTitle') })).toBeVisible();
      await checkScreen(page, `agreements sheet (${lang})`);
      await page.getByRole('button', { name: t('orders:place.consent.notNow') }).click();

      await page.locator('.ord-coupon__row').click();
      await expect(page.getByRole('dialog', { name: t('orders:place.coupon.pickerTitle') })).toBeVisible();
      await checkScreen(page, `coupon picker (${lang})`);
      await page.keyboard.press('Escape');

      await page.locator('.ord-address__chosen').click();
      await expect(page.getByRole('dialog', { name: t('orders:place.address.choose') })).toBeVisible();
      await checkScreen(page, `address picker (${lang})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await control.fault({ path: '/api/address/list', type: 'http500' });
      await page.reload();
      await expect(page.getByText(t('orders:place.address.loadFailed'))).toBeVisible();
      await checkScreen(page, `address list failed (${lang})`);
      await control.clearFaults();

      await new Renter(request, site.url, token).ready();
      await go(`${CONFIRM}&agreed=1`);
      await page.reload();
      await page.getByRole('button', { name: t('orders:place.submit.action'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: t('orders:place.freeze.title') })).toBeVisible();
      await checkScreen(page, `deposit authorization sheet (${lang})`);
    });

  if (stateCheckIn(lang, 4))
    test(`my orders empty, then an order's actions and cancel sheet with its error, in ${lang}`, async ({
      page,
      request,
      site,
      control,
    }) => {
      void control;
      const orders = new OrdersDrive(request, site.url, await loggedIn(page, request, site.url));
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      await go('pages/myOrder/myOrder');
      await expect(page.locator('.adm-error-block')).toBeVisible();
      await checkScreen(page, `no orders yet (${lang})`);

      const orderId = await orders.pendingPay();
      await go(`pages/orderDetail/orderDetail?orderId=${orderId}`);
      await page.getByRole('button', { name: t('orders:manage.actions.more') }).click();
      await expect(page.getByText(t('orders:manage.actions.cancel'), { exact: true })).toBeVisible();
      await checkScreen(page, `more actions sheet (${lang})`);
      await page.getByText(t('orders:manage.actions.cancel'), { exact: true }).click();
      const sheet = page.getByRole('dialog', { name: t('orders:manage.cancel.title') });
      await sheet.getByRole('button', { name: t('orders:manage.cancel.submit') }).click();
      await expect(sheet.getByText(t('orders:manage.reason.choose'))).toBeVisible();
      await checkScreen(page, `cancel sheet with its error (${lang})`);
    });

  if (stateCheckIn(lang, 5))
    test(`order detail loading and failed, return and shipment forms in ${lang}`, async ({
      page,
      request,
      site,
      control,
    }) => {
      const orders = new OrdersDrive(request, site.url, await loggedIn(page, request, site.url));
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      const renting = await orders.inRent();
      await control.fault({ path: '/api/order/detail', type: 'delay', delayMs: 8000, times: 1 });
      await go(`pages/orderDetail/orderDetail?orderId=${renting}`);
      await expect(page.locator('.adm-skeleton').filter({ visible: true }).first()).toBeVisible();
      await checkScreen(page, `order detail loading (${lang})`, 'quiet');
      await control.clearFaults();
      await control.fault({ path: '/api/order/detail', type: 'http500' });
      await page.reload();
      await expect(page.getByRole('button', { name: t('common:action.retry') })).toBeVisible();
      await checkScreen(page, `order detail failed (${lang})`);
      await control.clearFaults();

      await go(`pages/returnApplication/returnApplication?orderId=${renting}`);
      await page.getByRole('button', { name: t('orders:manage.return.submit') }).click();
      await expect(page.getByText(t('orders:manage.reason.choose'))).toBeVisible();
      await checkScreen(page, `return form error (${lang})`);
      await page.getByText(t('orders:manage.return.reasons.termOver')).click();
      await page.getByRole('button', { name: t('orders:manage.return.submit') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkScreen(page, `return confirmation (${lang})`);
      await page.getByRole('dialog').getByRole('button').last().click();

      await page.getByRole('button', { name: t('orders:manage.return.shipNow') }).click();
      await page.getByRole('button', { name: t('orders:manage.shipment.submit') }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: t('orders:manage.shipment.errors.company') }),
      ).toBeVisible();
      await checkScreen(page, `shipment form errors (${lang})`);
      await page.getByRole('button', { name: new RegExp(`^${t('orders:manage.shipment.company')}`) }).click();
      await expect(page.locator('.adm-picker')).toBeVisible();
      await checkScreen(page, `express company picker (${lang})`);
    });

  if (stateCheckIn(lang, 6))
    test(`new address: its errors and the region picker in ${lang}`, async ({ page, request, site, control }) => {
      void control;
      await loggedIn(page, request, site.url);
      await page.goto(`?lang=${lang}#/pages/shipToAddress/shipToAddress`);
      await page.getByRole('button', { name: t('orders:place.shipTo.save') }).click();
      await expect(page.getByText(t('orders:place.shipTo.errors.receiverName.required'))).toBeVisible();
      await checkScreen(page, `address form errors (${lang})`);
      await page.locator('#ord-address-region').click();
      await expect(page.locator('.adm-cascade-picker, .adm-picker').first()).toBeVisible();
      await checkScreen(page, `region picker (${lang})`);
    });
}
