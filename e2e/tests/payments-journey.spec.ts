import { expect, test } from '../support/fixtures';
import {
  agreeAndSubmit,
  authorizeDeposit,
  passRealNameAndContacts,
  rentFromProductPage,
} from '../support/orders-place';
import { Payments } from '../support/payments';
import { loggedIn } from '../support/session';
import { scaled } from '../support/time-scale';

let payments: Payments;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  payments = new Payments(request, site.url, await loggedIn(page, request, site.url));
});

test('journey A: product → order → real-name → contract → first installment paid → waiting for shipment', async ({
  page,
  open,
  request,
  site,
}) => {
  // The whole first rental, real-name and signing included: longer than one screen's budget.
  test.setTimeout(scaled(150_000));
  await rentFromProductPage(page, open);
  await agreeAndSubmit(page);

  await passRealNameAndContacts(page);
  await authorizeDeposit(page);
  await expect(page).toHaveURL(/#\/pages\/orderSuccess\/orderSuccess\?orderId=\d+/);
  const orderId = Number(/orderId=(\d+)/.exec(page.url())?.[1]);

  // The merchant's risk review passes; the renter signs from the order.
  const approved = await request.post(`${site.url}/__control/orders/${orderId}/approve`, { data: {} });
  expect(approved.ok()).toBe(true);
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await page.getByRole('button', { name: '签署合同' }).last().click();
  await expect(page).toHaveURL(/contractPreview\?orderId=/);
  await page.getByRole('button', { name: '签署合同' }).click();
  await page.frameLocator('iframe.acc-webview-frame').getByRole('button', { name: '确认并签署' }).click();

  await expect(page).toHaveURL(new RegExp(`pages/confirmPayment/confirmPayment\\?orderId=${orderId}$`));
  await expect(page.getByText('首期应付')).toBeVisible();
  // Signing took the contract pages' place: one Back returns to the order, and forward again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderId=${orderId}`));
  await page.goForward();
  await expect(page.getByText('首期应付')).toBeVisible();
  const amount = (await page.locator('.pay-hero-amount').textContent()) ?? '';
  expect(amount).toMatch(/^¥\d+\.\d{2}$/);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.locator('.pay-result-amount')).toHaveText(amount);

  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderId=${orderId}`));
  await expect(page.getByText('待发货').first()).toBeVisible();
  expect(await payments.orders.status(orderId)).toBe('PENDING_SHIP');
  const [trade] = await payments.trades(orderId);
  expect(trade).toMatchObject({ kind: 'first', status: 'SUCCESS' });
});
