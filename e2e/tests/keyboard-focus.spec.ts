import type { Page } from '@playwright/test';
import { settled } from '../support/axe';
import { expect, tabBar, test } from '../support/fixtures';
import { loggedIn } from '../support/session';
import { LANGUAGES, text } from '../support/strings';

/** Presses Tab until `target` has the focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test("the bar's back area is one named button, and a tap anywhere on it goes back, in every language", async ({
  page,
  control,
}) => {
  void control;
  for (const lang of LANGUAGES) {
    await test.step(lang, async () => {
      await page.goto(`?lang=${lang}#/pages/classify/classify`);
      // Into search the way a renter goes, so that back has somewhere in the app to return to.
      await page.getByRole('search').getByRole('link').click();
      await expect(page).toHaveURL(/#\/pages\/search\/search/);
      const back = page.getByRole('button', { name: text(lang, 'shell:nav.back'), exact: true });
      await expect(back).toBeVisible();
      const box = (await back.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(85);
      expect(box.height).toBeGreaterThanOrEqual(40);
      // Far from the drawn arrow, at the area's right edge: it still goes back.
      await page.mouse.click(box.x + box.width - 4, box.y + box.height - 4);
      await expect(page).toHaveURL(/#\/pages\/classify\/classify$/);
    });
  }
});

test('the categories side list and its chips are reached with Tab and chosen with Enter', async ({
  page,
  open,
  control,
}) => {
  void control;
  await open('pages/classify/classify');
  await settled(page);
  const side = page.getByRole('navigation', { name: '商品分类' });
  await tabTo(page, side.getByRole('button', { name: '平板电脑' }));
  await page.keyboard.press('Enter');
  await expect(side.getByRole('button', { name: '平板电脑' })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/categoryId=2/);

  await open('pages/classify/classify?categoryId=1');
  const chips = page.getByRole('group', { name: '子分类' });
  await tabTo(page, chips.getByRole('button', { name: '华为' }));
  await page.keyboard.press('Enter');
  await expect(chips.getByRole('button', { name: '华为' })).toHaveAttribute('aria-pressed', 'true');
});

test('the tab bar is reached with Tab and follows Enter', async ({ page, open, control }) => {
  void control;
  await open('');
  await settled(page);
  await tabTo(page, tabBar(page).getByRole('link', { name: '我的' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pages\/user\/user$/);
  await expect(tabBar(page).getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
});

test('a popup takes the focus, keeps Tab inside, and gives the focus back when it closes', async ({
  page,
  open,
  control,
}) => {
  void control;
  await open('pages/commodityDetails/commodityDetails?id=1001');
  await settled(page);
  const opener = page.getByRole('button', { name: /已选/ });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '选择规格和租期' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
});

test('an action sheet is used with the keyboard alone', async ({ page, request, site, control }) => {
  void control;
  await loggedIn(page, request, site.url);
  await page.goto('#/pages/user/user');
  await settled(page);
  await tabTo(page, page.getByRole('button', { name: /语言/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('选择语言')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'English' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
});

test('a toast is said as well as shown: it is drawn inside a live region', async ({ page, request, site, control }) => {
  void control;
  await loggedIn(page, request, site.url);
  await page.goto('#/pages/commodityDetails/commodityDetails?id=1001');
  // Watched in the page from before the tap: the toast's 1.5 s can pass on a loaded machine
  // before a check from the test would look.
  await page.evaluate(() => {
    const seen = new Promise<{ text: string; live: boolean }>((resolve) => {
      const observer = new MutationObserver(() => {
        const shown = document.querySelector('.adm-toast-main');
        if (!shown?.textContent) return;
        observer.disconnect();
        resolve({ text: shown.textContent, live: shown.closest('[aria-live="polite"]') !== null });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    Object.assign(window, { __toastSeen: seen });
  });
  await page.getByRole('button', { name: '领取 手机专享 ¥30' }).click();
  const seen = await page.evaluate(() => (window as unknown as { __toastSeen: Promise<unknown> }).__toastSeen);
  expect(seen).toEqual({ text: '领取成功', live: true });
});

test('a new page takes the focus from the link that led to it, named by its title', async ({ page, open, control }) => {
  void control;
  await open('');
  await settled(page);
  await tabTo(page, page.getByRole('link', { name: '手机', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/classify\?categoryId=1/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('分类');
});
