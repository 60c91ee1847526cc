import { checkScreen } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { Payments } from '../support/payments';
import { loggedIn } from '../support/session';
import { LANGUAGES, stateCheckIn, text } from '../support/strings';

/**
 * Account and payment pages beyond their main face (sheets, dialogs, form errors, results,
 * failures): each in one language, the five in turn.
 */

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGUAGES) {
  const t = (id: string, values?: Record<string, string | number>) => text(lang, id, values);

  if (stateCheckIn(lang, 7))
    test(`signed out: Mine and the login forms with their errors in ${lang}`, async ({ page, control }) => {
      void control;
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      await go('pages/user/user');
      await expect(page.getByRole('link', { name: t('account:mine.loginButton') })).toBeVisible();
      await checkScreen(page, `Mine signed out (${lang})`);

      await go('pages/login/login');
      await page.getByRole('button', { name: t('account:login.walletButton') }).click();
      await expect(page.getByText(t('account:login.agreeRequired'))).toBeVisible();
      await checkScreen(page, `wallet login without agreeing (${lang})`, 'quiet');

      await go('pages/login/mobile');
      await page.getByRole('textbox', { name: t('account:sms.mobileLabel') }).fill('123');
      await page.getByRole('button', { name: t('account:sms.send') }).click();
      await expect(page.getByText(t('account:sms.mobileInvalid'))).toBeVisible();
      await checkScreen(page, `mobile login error (${lang})`);
    });

  if (stateCheckIn(lang, 8))
    test(`Mine's sheets and dialog, large text, and a failed account in ${lang}`, async ({
      page,
      request,
      site,
      control,
    }) => {
      await loggedIn(page, request, site.url);
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      await go('pages/user/user');
      await page.getByRole('button', { name: new RegExp(t('account:mine.entries.language')) }).click();
      await expect(page.getByText(t('account:mine.language.title'))).toBeVisible();
      await checkScreen(page, `language sheet (${lang})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('switch', { name: t('account:mine.entries.largeText') }).click();
      await expect(page.locator('html')).toHaveAttribute('data-large-text', '');
      await checkScreen(page, `Mine in large text (${lang})`);

      await page.getByRole('button', { name: t('account:logout.button') }).click();
      await expect(page.getByRole('dialog', { name: t('account:logout.confirmTitle') })).toBeVisible();
      await checkScreen(page, `log-out dialog (${lang})`);
      await page.keyboard.press('Escape');

      // Without the profile kept from the last visit, a failed account call shows its retry.
      await page.evaluate(() => localStorage.removeItem('userInfo'));
      await control.fault({ path: '/api/client/info', type: 'http500' });
      await page.reload();
      await expect(page.getByRole('button', { name: t('account:mine.retry') })).toBeVisible();
      await checkScreen(page, `account failed to load (${lang})`);
    });

  if (stateCheckIn(lang, 9))
    test(`real name, contacts and feedback with their errors in ${lang}`, async ({ page, request, site, control }) => {
      void control;
      await loggedIn(page, request, site.url);
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      await go('pages/perfectIdCard/perfectIdCard');
      await page.getByRole('button', { name: new RegExp(t('account:realName.validFrom')) }).click();
      await expect(page.locator('.adm-picker')).toBeVisible();
      await checkScreen(page, `date picker (${lang})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('account:realName.submit') }).click();
      await expect(page.getByText(t('account:realName.errors.nameRequired'))).toBeVisible();
      await checkScreen(page, `real-name errors (${lang})`);

      await go('pages/emergencyContact/emergencyContact');
      await page.getByRole('button', { name: t('account:contacts.save') }).click();
      await expect(page.getByText(t('account:contacts.errors.relationRequired')).first()).toBeVisible();
      await checkScreen(page, `contacts errors (${lang})`);

      await go('pages/feedBack/feedBack');
      await page.getByRole('button', { name: t('account:feedback.submit') }).click();
      await expect(page.getByText(t('account:feedback.typeRequired'))).toBeVisible();
      await checkScreen(page, `feedback errors (${lang})`);
    });

  if (stateCheckIn(lang, 10))
    test(`payments loading, failed, paid, cancelled and by card in ${lang}`, async ({
      page,
      request,
      site,
      control,
    }) => {
      const payments = new Payments(request, site.url, await loggedIn(page, request, site.url));
      const go = (route: string) => page.goto(`?lang=${lang}#/${route}`);
      const first = await payments.pendingPay();
      await control.fault({ path: '/api/order/v2/firstPayList', type: 'delay', delayMs: 8000, times: 1 });
      await go(`pages/confirmPayment/confirmPayment?orderId=${first}`);
      await expect(page.locator('.adm-skeleton').filter({ visible: true }).first()).toBeVisible();
      await checkScreen(page, `payment loading (${lang})`, 'quiet');
      await control.clearFaults();
      await control.fault({ path: '/api/order/v2/firstPayList', type: 'http500', times: 1 });
      await page.reload();
      await expect(page.getByRole('button', { name: t('common:action.retry') })).toBeVisible();
      await checkScreen(page, `payment failed to load (${lang})`);

      await payments.walletPay('6001');
      await page.getByRole('button', { name: t('common:action.retry') }).click();
      await page.getByRole('button', { name: t('payments:pay.payNow') }).click();
      await expect(page.getByText(t('payments:result.cancelled'))).toBeVisible();
      await checkScreen(page, `payment cancelled (${lang})`);
      await page.getByRole('button', { name: t('payments:result.payAgain') }).click();
      await page.getByRole('button', { name: t('payments:pay.payNow') }).click();
      await expect(page.getByText(t('payments:result.success'))).toBeVisible();
      await checkScreen(page, `payment successful (${lang})`);

      await go('pages/bankCard/BindCard');
      await page.getByRole('button', { name: t('payments:form.bind') }).click();
      await expect(page.getByText(t('payments:form.errors.cardRequired'))).toBeVisible();
      await checkScreen(page, `card form errors (${lang})`);

      await payments.bindCard();
      await go(`pages/confirmPayment/confirmPayment?orderId=${await payments.pendingPay()}`);
      await page.getByRole('radio', { name: /0128/ }).check();
      await page.getByRole('button', { name: t('payments:pay.payNow') }).click();
      await page.getByRole('button', { name: t('payments:form.send') }).click();
      await page.getByRole('textbox', { name: t('payments:form.code') }).fill('000001');
      await page.getByRole('button', { name: t('payments:checkout.submit') }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await checkScreen(page, `card checkout, wrong code (${lang})`);
    });
}
