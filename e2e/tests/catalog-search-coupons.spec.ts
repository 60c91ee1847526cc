import { loggedIn, toast } from '../support/session';
import { expect, test } from '../support/fixtures';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

test('search by a hot keyword shows results and remembers the keyword', async ({ page, open, control }) => {
  void control;
  await open('pages/search/search');
  await page.getByRole('list', { name: '热门搜索' }).getByRole('button', { name: 'PS5' }).click();
  await expect(page).toHaveURL(/search\/search\?keyword=PS5$/);
  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Sony PlayStation 5 Slim');
  await expect(page.getByText(/共找到 \d+ 件设备/)).toBeVisible();

  await page.getByRole('button', { name: '取消' }).click();
  await open('pages/search/search');
  await expect(page.getByRole('list', { name: '搜索历史' }).getByRole('button', { name: 'PS5' })).toBeVisible();
  await page.getByRole('button', { name: '清空搜索历史' }).click();
  await expect(page.getByRole('list', { name: '搜索历史' })).toHaveCount(0);
});

test('a search with no result says so and offers the hot keywords', async ({ page, open, control }) => {
  void control;
  await open('pages/search/search');
  await page.getByRole('searchbox').fill('量子手机');
  await expect(page.getByText('没有找到“量子手机”相关的设备')).toBeVisible();
  await page.getByRole('list', { name: '热门搜索' }).getByRole('button', { name: '大疆' }).click();
  await expect(page.getByRole('region', { name: '搜索结果' }).getByRole('heading').first()).toContainText('DJI');
});

test('coupon center claims once; my coupons by status', async ({ page, open, control, request, site }) => {
  void control;
  const token = await loggedIn(page, request, site.url);
  await open('pages/coupon/coupon');
  await expect(page.getByRole('button', { name: '已领取 新人首期立减 ¥50' })).toBeDisabled();
  await page.getByRole('button', { name: '领取 短租 9 折券' }).click();
  await expect(toast(page)).toHaveText('领取成功');
  await expect(page.getByRole('button', { name: '已领取 短租 9 折券' })).toBeDisabled();

  // Claimed elsewhere (another device) while this page still offers it: the server refuses.
  await request.post(`${site.url}/api/coupon/get`, {
    form: { couponId: '9004' },
    headers: { token, 'Client-Authorization': CLIENT_AUTH },
  });
  await page.getByRole('button', { name: '领取 手机专享 ¥30' }).click();
  await expect(toast(page)).toHaveText('您已领取过该优惠券');
  await expect(page.getByRole('button', { name: '已领取 手机专享 ¥30' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '已抢光 首期免租' })).toBeDisabled();

  await page.getByRole('tab', { name: '我的优惠券' }).click();
  await expect(page).toHaveURL(/coupon\?tab=mine/);
  const names = page.locator('.cat-coupon-card__name');
  await expect(names).toHaveText(['手机专享 ¥30', '短租 9 折券', '新人首期立减 ¥50', '满 ¥1000 减 ¥100']);
  await page.getByRole('tab', { name: '已使用' }).click();
  await expect(names).toHaveText(['老用户回馈 ¥20']);
  await page.getByRole('tab', { name: '已过期' }).click();
  await expect(names).toHaveText(['618 大促 ¥100']);
  await expect(page.getByText(/^有效期 \d{4}-\d{2}-\d{2} 至/)).toBeVisible();
});
