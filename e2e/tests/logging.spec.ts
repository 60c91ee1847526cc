import { expect, test } from '../support/fixtures';

test('an uncaught error reaches printLog with its route (no query: its values are personal), private data masked', async ({
  page,
  open,
  control,
}) => {
  await open('pages/classify/classify?categoryId=2');
  // The app's page, not the HTML's frame: its error handlers are in by then.
  await expect(page.getByRole('navigation', { name: '商品分类' })).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('pay failed for 13812345678 card 6222021234567890123 id 11010519491231002X token=abcdef123456');
    });
  });
  await expect.poll(async () => (await control.logs()).length).toBeGreaterThan(0);
  const [entry] = (await control.logs()).filter((l) => l.message.includes('pay failed'));
  expect(entry).toBeDefined();
  expect(entry!.route).toBe('/pages/classify/classify');
  expect(entry!.level).toBe('error');
  const text = JSON.stringify(entry);
  expect(text).not.toContain('categoryId');
  expect(text).not.toContain('13812345678');
  expect(text).not.toContain('6222021234567890123');
  expect(text).not.toContain('11010519491231002X');
  expect(text).not.toContain('abcdef123456');
  expect(text).toContain('138****5678');
});

test('the same error storming is logged once', async ({ page, open, control }) => {
  await open('');
  await expect(page.locator('.shell-page img').first()).toBeVisible();
  await page.evaluate(() => {
    for (let i = 0; i < 30; i += 1) setTimeout(() => Promise.reject(new Error('storm of the same error')));
  });
  await expect.poll(async () => (await control.logs()).filter((l) => l.message.includes('storm')).length).toBe(1);
  await page.waitForTimeout(500);
  expect((await control.logs()).filter((l) => l.message.includes('storm')).length).toBe(1);
});
