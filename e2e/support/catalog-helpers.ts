import { expect, type Page } from '@playwright/test';

/** Untranslated i18next keys of the catalog namespace look like `detail.rentNow`. */
const RAW_KEY =
  /\b(?:title|search|home|coupon|price|section|list|classify|detail|services|searchPage|couponPage)\.[a-zA-Z_]+(?:\.[a-zA-Z_]+)*\b/;

export async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
}

/** The rent shown in the detail page's price block, e.g. "¥536.00/期". */
export function detailRent(page: Page) {
  return page.getByTestId('detail-rent');
}

/** Logs in on the login page with the wallet (the seed user), agreeing to the terms first. */
export async function walletLogin(page: Page, button: RegExp): Promise<void> {
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: button }).click();
}
