import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OrdersDrive, pullDown } from '../support/orders-drive';
import { loggedIn, toast } from '../support/session';

let orders: OrdersDrive;

// The control fixture resets the dev API first, so the session and the orders are made after the reset.
test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  const token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
});

const bar = (page: Page) => page.getByRole('navigation').filter({ has: page.locator('.ord-actions') });

test('cancel with a reason: the order is cancelled and no action is left', async ({ page, open }) => {
  const orderId = await orders.pendingSign();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '待签约' })).toBeVisible();
  await bar(page).getByRole('button', { name: '取消订单' }).click();
  const sheet = page.getByRole('dialog', { name: '请选择取消原因' });
  await sheet.getByRole('button', { name: '确认取消' }).click();
  await expect(sheet.getByText('请选择一个原因')).toBeVisible();
  await sheet.getByText('价格太贵').click();
  await sheet.getByLabel('补充取消原因').fill('想等降价再租');
  await sheet.getByRole('button', { name: '确认取消' }).click();
  await expect(page.getByRole('heading', { name: '已取消' })).toBeVisible();
  await expect(toast(page)).toContainText('订单已取消');
  await expect(bar(page)).toHaveCount(0);
  expect(await orders.status(orderId)).toBe('CANCELLED');
});

test('a rejected order says so, releases the authorization, offers nothing to do and sits under finished', async ({
  page,
  open,
}) => {
  const orderId = await orders.pendingReview();
  await orders.merchant(orderId, 'reject');
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '审核未通过' })).toBeVisible();
  await expect(page.getByText('很抱歉，订单未通过审核，授权已解除')).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await open('pages/myOrder/myOrder?status=finished');
  await expect(page.getByText('审核未通过').first()).toBeVisible();
  await open('pages/myOrder/myOrder?status=pending');
  await expect(page.getByText('没有待处理的订单')).toBeVisible();
});

test('changed terms: shown from → to, accepted, then on to signing', async ({ page, open }) => {
  const orderId = await orders.pendingReview();
  await orders.merchant(orderId, 'changeTerms', { periodRent: 19900 });
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  const changes = page.getByRole('region', { name: '商家调整了租赁方案' });
  await expect(changes).toContainText('→ ¥199.00');
  await bar(page).getByRole('button', { name: '确认变更' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '待签约' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: '签署合同' })).toBeVisible();
  expect(await orders.status(orderId)).toBe('PENDING_SIGN');
});

test('shipped: logistics traces over time, then confirming receipt starts the rent', async ({ page, open }) => {
  const orderId = await orders.shipped();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '待收货' })).toBeVisible();
  await bar(page).getByRole('button', { name: '查看物流' }).click();
  await expect(page).toHaveURL(new RegExp(`logisticsDetails\\?orderId=${orderId}&type=delivery`));
  await expect(page.getByText(/^SF\d{13}$/)).toBeVisible();
  await expect(page.getByText('已揽收', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '复制运单号' }).click();
  await expect(toast(page)).toContainText('已复制');

  await orders.advanceClock(31);
  await page.reload();
  await expect(page.getByText('已签收', { exact: true })).toBeVisible();
  const traces = page.getByRole('region', { name: '物流轨迹' }).locator('.adm-step');
  await expect(traces).toHaveCount(5);
  await expect(traces.first()).toHaveClass(/adm-step-status-process/);

  await page.goBack();
  await bar(page).getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '租用中' })).toBeVisible();
  expect(await orders.status(orderId)).toBe('IN_RENT');
});

test('a paid order says by when it ships and arrives, and which bill is due next; shipping leaves the arrival', async ({
  page,
  open,
}) => {
  const orderId = await orders.paidToShip();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
  const progress = page.getByRole('region', { name: '订单进度' });
  await expect(progress.getByText('预计发货', { exact: true })).toBeVisible();
  const shipBy = progress.getByText(/^\d{4}-\d{2}-\d{2} 前发货$/);
  await expect(shipBy).toBeVisible();
  await expect(progress.getByText(/^\d{4}-\d{2}-\d{2} 前送达$/)).toBeVisible();
  // The first installment is paid: the bills name the second as the next one due, with its day.
  const bills = page.getByRole('region', { name: '账单' });
  const next = bills.locator('.ord-info-row').filter({ hasText: /^下期应付（\d{4}-\d{2}-\d{2}）/ });
  await expect(next.locator('dd')).toHaveText(/^¥\d+\.\d{2}$/);

  await orders.merchant(orderId, 'ship');
  await page.reload();
  await expect(page.getByRole('heading', { name: '待收货' })).toBeVisible();
  await expect(progress.getByText('预计发货', { exact: true })).toHaveCount(0);
  await expect(progress.getByText('预计送达', { exact: true })).toBeVisible();
});

test('a delivery not yet shipped shows a friendly empty state', async ({ page, open }) => {
  const orderId = await orders.pendingSign();
  await open(`pages/logisticsDetails/logisticsDetails?orderId=${orderId}`);
  await expect(page.getByText('商家还未发货')).toBeVisible();
  await page.getByRole('button', { name: '返回订单' }).click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderId=${orderId}$`));
});

test('buyout: the quote with its lines first, "返回" changes nothing, "确认并支付" buys at that price', async ({
  page,
  open,
}) => {
  const orderId = await orders.inRent();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  const openQuote = async () => {
    await bar(page).getByRole('button', { name: '更多' }).click();
    await page.getByText('申请买断', { exact: true }).click();
    return page.getByRole('dialog', { name: '买断报价' });
  };
  let quote = await openQuote();
  await expect(quote.getByText('到期买断价')).toBeVisible();
  await expect(quote.getByText('已付租金')).toBeVisible();
  const total = (await quote.locator('.ord-breakdown-total dd').textContent()) ?? '';
  expect(total).toMatch(/^¥\d+\.\d{2}$/);
  await quote.getByRole('button', { name: '返回' }).click();
  await expect(quote).toBeHidden();
  expect(await orders.status(orderId)).toBe('IN_RENT');

  quote = await openQuote();
  await quote.getByRole('button', { name: '确认并支付' }).click();
  await expect(page).toHaveURL(new RegExp(`pages/confirmPayment/confirmPayment\\?orderId=${orderId}&kind=buyout$`));
  expect(await orders.status(orderId)).toBe('BUYOUT_PENDING');
  // What is charged is the quote the renter agreed to.
  await expect(page.locator('.pay-hero-amount')).toHaveText(total);

  // Changed their mind before paying: withdrawn, the order rents on.
  await page.goBack();
  await bar(page).getByRole('button', { name: '撤回买断' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '租用中' })).toBeVisible();
  expect(await orders.status(orderId)).toBe('IN_RENT');
});

test('an order signed but not yet paid can still be cancelled', async ({ page, open }) => {
  const orderId = await orders.pendingPay();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '待支付' })).toBeVisible();
  await bar(page).getByRole('button', { name: '更多' }).click();
  await page.getByText('取消订单', { exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '请选择取消原因' });
  await sheet.getByText('不想租了').click();
  await sheet.getByRole('button', { name: '确认取消' }).click();
  await expect(page.getByRole('heading', { name: '已取消' })).toBeVisible();
  expect(await orders.status(orderId)).toBe('CANCELLED');
});

test('my orders: tabs by status; an order moved by the merchant appears after pulling down', async ({ page, open }) => {
  const orderId = await orders.pendingPay();
  await open('pages/myOrder/myOrder?status=pendingPay');
  await expect(page.getByRole('tab', { name: '待处理', selected: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('待支付');

  await page.getByRole('tab', { name: '租用中' }).click();
  await expect(page).toHaveURL(/myOrder\?status=renting$/);
  await expect(page.getByText('没有租用中的订单')).toBeVisible();

  await orders.merchant(orderId, 'markFirstPaid');
  await orders.merchant(orderId, 'ship');
  await pullDown(page);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('待收货');
  await page.getByRole('article').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderId=${orderId}$`));
});
