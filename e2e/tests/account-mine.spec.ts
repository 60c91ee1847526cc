import { expect, test } from '../support/fixtures';
import { ID_CARD } from '../support/account-control';
import { OrdersDrive } from '../support/orders-drive';
import { loggedIn, toast } from '../support/session';

let orders: OrdersDrive;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  orders = new OrdersDrive(request, site.url, await loggedIn(page, request, site.url));
});

test('mine: what needs the renter, with counts; shortcuts open the list’s own tabs; coupons open mine', async ({
  page,
  open,
}) => {
  await orders.pendingSign();
  await orders.pendingPay();
  await open('pages/user/user');
  const needs = page.getByRole('navigation', { name: '待您处理' });
  await expect(needs.getByRole('link', { name: '待签约 1' })).toBeVisible();
  await expect(needs.getByRole('link', { name: '待支付 1' })).toBeVisible();
  await needs.getByRole('link', { name: '待签约 1' }).click();
  await expect(page.getByRole('tab', { name: '待处理', selected: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  await open('pages/user/user');
  await page.getByRole('link', { name: /^租用中/ }).click();
  await expect(page).toHaveURL(/myOrder\?status=renting$/);
  await expect(page.getByRole('tab', { name: '租用中', selected: true })).toBeVisible();

  await open('pages/user/user');
  const coupons = page.getByRole('link', { name: /我的优惠券/ });
  const count = Number(/(\d+) 张可用/.exec((await coupons.textContent()) ?? '')?.[1]);
  await coupons.click();
  await expect(page).toHaveURL(/coupon\?tab=mine/);
  await expect(page.getByRole('tab', { name: '我的优惠券', selected: true })).toBeVisible();
  await expect(page.locator('.cat-coupon-card__name')).toHaveCount(count);
});

test('my contracts: a signed contract with its time, opening its text', async ({ page, open }) => {
  await orders.pendingPay();
  await open('pages/user/user');
  await page.getByRole('link', { name: /合同与协议/ }).click();
  await expect(page.getByRole('tab', { name: '我的合同', selected: true })).toBeVisible();
  const contract = page.getByRole('link', { name: /Apple iPhone 16 Pro/ });
  await expect(contract).toContainText(/签署于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await contract.click();
  await expect(page).toHaveURL(/contractPreview\?orderId=\d+/);
  await expect(page.getByText(/^签署状态：已签署 · /)).toBeVisible();
});

test('feedback can carry a screenshot', async ({ page, open }) => {
  await open('pages/feedBack/feedBack');
  await page.locator('input[type="file"]').setInputFiles(ID_CARD.blank);
  await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await page.getByText('功能建议').click();
  await page.getByRole('textbox', { name: '问题描述' }).fill('付款页按钮点不动，见截图');
  const sent = page.waitForRequest('**/api/client/complaint/submit');
  await page.getByRole('button', { name: '提交反馈' }).click();
  expect(((await sent).postDataJSON() as { imageIds: string[] }).imageIds).toHaveLength(1);
  await expect(toast(page)).toHaveText('感谢反馈，我们会尽快处理');
});
