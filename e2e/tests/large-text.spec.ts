import path from 'node:path';
import { settled } from '../support/axe';
import { expect, tabBar, test } from '../support/fixtures';
import { cutTexts, rootFontSize, sidewaysOverflow, startInLargeText } from '../support/large-text';
import { repoRoot } from '../support/paths';
import { Payments } from '../support/payments';
import { loggedIn } from '../support/session';
import { LANGUAGES, text } from '../support/strings';
import { smallTouchTargets } from '../support/touch-targets';
import { scaled } from '../support/time-scale';

const SCREENS = path.join(repoRoot, '.e2e-artifacts', 'screens', 'large-text');

test('Mine’s large-text switch grows the text, is kept across visits, and turns it back', async ({
  page,
  request,
  site,
  control,
}) => {
  void control;
  await loggedIn(page, request, site.url);
  await page.goto('#/pages/user/user');
  const toggle = page.getByRole('switch', { name: '大字模式' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await rootFontSize(page)).toBe(16);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => rootFontSize(page)).toBe(20);
  await page.reload();
  await expect(page.getByRole('switch', { name: '大字模式' })).toHaveAttribute('aria-checked', 'true');
  expect(await rootFontSize(page)).toBe(20);

  await page.getByRole('switch', { name: '大字模式' }).click();
  await expect.poll(() => rootFontSize(page)).toBe(16);
  await expect(page.locator('html')).not.toHaveAttribute('data-large-text');
});

test('the wallet’s larger text turns large text on, until the renter chooses for themselves', async ({
  page,
  request,
  site,
  control,
}) => {
  void control;
  await loggedIn(page, request, site.url);
  await page.context().addCookies([{ name: 'walletFontSize', value: '20', url: site.url }]);
  await page.goto('#/pages/user/user');
  await expect.poll(() => rootFontSize(page)).toBe(20);
  const toggle = page.getByRole('switch', { name: '大字模式' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await toggle.click();
  await expect.poll(() => rootFontSize(page)).toBe(16);
  await page.reload();
  await expect(page.getByRole('switch', { name: '大字模式' })).toHaveAttribute('aria-checked', 'false');
  expect(await rootFontSize(page)).toBe(16);
});

for (const lang of ['zh-CN', 'en'] as const) {
  test(`large text in ${lang}: home, product, confirm order and payment whole, uncut, with 48 px targets`, async ({
    page,
    request,
    site,
    control,
  }, testInfo) => {
    void control;
    const payments = new Payments(request, site.url, await loggedIn(page, request, site.url));
    await startInLargeText(page);
    const screens = {
      home: '',
      product: 'pages/commodityDetails/commodityDetails?id=1001',
      'confirm-order': 'pages/order/order?goodsId=1001&skuId=1001009&term=12&services=2',
      payment: `pages/confirmPayment/confirmPayment?orderId=${await payments.pendingPay()}`,
    };
    for (const [name, route] of Object.entries(screens)) {
      await page.goto(`?lang=${lang}#/${route}`);
      await settled(page);
      expect(await rootFontSize(page)).toBe(20);
      const file = path.join(SCREENS, `${name}.${lang}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`${name}.${lang}`, { path: file, contentType: 'image/png' });
      expect.soft(await sidewaysOverflow(page), `${name}: wider than the screen`).toBe(0);
      expect.soft(await cutTexts(page), `${name}: text cut short`).toEqual([]);
      expect.soft(await smallTouchTargets(page), `${name}: controls under 48 × 48 px`).toEqual([]);
      if (name === 'home') expect((await tabBar(page).locator('.adm-tab-bar').boundingBox())?.height).toBe(50);
    }
  });
}

test('at 200 % text the tab pages fit the screen, and the tab bar keeps 50 px with every label in it, in every language', async ({
  page,
  request,
  site,
  control,
}) => {
  void control;
  test.setTimeout(scaled(120_000));
  await loggedIn(page, request, site.url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const lang of LANGUAGES) {
    for (const route of ['', 'pages/classify/classify', 'pages/customer-service/customerService', 'pages/user/user']) {
      await page.goto(`?lang=${lang}#/${route}`);
      await settled(page);
      expect(await rootFontSize(page)).toBe(32);
      expect.soft(await sidewaysOverflow(page), `${lang} #/${route}: wider than the screen`).toBe(0);
    }
    await expect(page.locator('html')).toHaveAttribute('data-huge-text', '');
    const bar = await tabBar(page).locator('.adm-tab-bar').boundingBox();
    expect(bar?.height).toBe(50);
    for (const key of ['home', 'categories', 'service', 'mine']) {
      const label = await tabBar(page)
        .getByRole('link', { name: text(lang, `shell:tab.${key}`), exact: true })
        .boundingBox();
      expect(label, `${lang} ${key}`).not.toBeNull();
      expect.soft(label!.y, `${lang} ${key} top`).toBeGreaterThanOrEqual(bar!.y);
      expect.soft(label!.y + label!.height, `${lang} ${key} bottom`).toBeLessThanOrEqual(bar!.y + bar!.height);
    }
  }
});

test('pinch zoom is allowed', async ({ page, open, control }) => {
  void control;
  await open('');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
});
