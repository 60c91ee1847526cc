import { expect, test } from '../support/fixtures';

test('a channel code is kept and recorded once, not again on reload', async ({ page, control, site }) => {
  await page.goto(`${site.url}/h5/?code=ALI-SPRING#/`);
  await expect.poll(async () => (await control.channelClicks()).length).toBe(1);
  await page.reload();
  await page.goto(`${site.url}/h5/?code=ALI-SPRING#/pages/user/user`);
  await page.waitForLoadState('networkidle');
  const clicks = await control.channelClicks();
  expect(clicks.map((c) => c.code)).toEqual(['ALI-SPRING']);
  expect(await page.evaluate(() => localStorage.getItem('channelCode'))).toBe('"ALI-SPRING"');
});

test('a bizId is split into bizId and orderId at launch and again when the page shows', async ({
  page,
  open,
  control,
}) => {
  void control;
  const billStore = () =>
    page.evaluate(() =>
      (window as unknown as { __RENTAL_STATE__: { billStore(): unknown } }).__RENTAL_STATE__.billStore(),
    );
  await open('pages/user/user?bizId=BZ1001,8823');
  await expect.poll(billStore).toMatchObject({ bizId: 'BZ1001', orderId: '8823' });

  await page.evaluate(() => {
    window.location.hash = '#/pages/user/user?bizId=BZ2002';
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(billStore).toMatchObject({ bizId: 'BZ2002', orderId: '' });
});
