import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { agreeAndSubmit, authorizeDeposit, Renter, rentFromProductPage } from '../support/orders-place';
import { loggedIn, walletToken } from '../support/session';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';
const successUrl = /#\/pages\/orderSuccess\/orderSuccess\?orderId=(\d+)/;

interface Row {
  periodNo: number;
  dueDate: string;
  status: string;
}

let token: string;
let orders: OrdersDrive;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
});

const headers = () => ({ Authorization: `Bearer ${token}`, 'Client-Authorization': CLIENT_AUTH });

async function api<T>(
  request: APIRequestContext,
  url: string,
  init: { form?: Record<string, string>; data?: unknown },
) {
  const body = (await (await request.post(url, { headers: headers(), ...init })).json()) as {
    success: boolean;
    msg: string;
    data: T;
  };
  if (!body.success) throw new Error(body.msg);
  return body.data;
}

async function row2(request: APIRequestContext, base: string, orderId: number): Promise<Row> {
  const detail = await api<{ bills: { items: Row[] } }>(request, `${base}/api/order/detail`, {
    form: { orderId: String(orderId) },
  });
  const row = detail.bills.items.find((b) => b.periodNo === 2);
  if (!row) throw new Error('no row 2');
  return row;
}

/** The dev clock to an hour into `day` (China time); the month-old session is replaced. */
async function clockTo(page: Page, request: APIRequestContext, base: string, day: string): Promise<void> {
  const clock = await request.post(`${base}/__control/clock`, { data: { advanceMs: 0 } });
  const { data } = (await clock.json()) as { data: { now: string } };
  const target = Date.parse(`${day}T01:00:00+08:00`);
  await request.post(`${base}/__control/clock`, { data: { advanceMs: Math.max(0, target - Date.parse(data.now)) } });
  token = await walletToken(request, base);
  await page.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), token);
}

/** Signed as the app signs (the contract read, the e-signature page posted), paid, shipped, received. */
async function intoRent(request: APIRequestContext, base: string, orderId: number): Promise<void> {
  await orders.merchant(orderId, 'approve');
  const shown = await api<{ contractId: string; contentHash: string }>(request, `${base}/api/order/contract/html`, {
    data: { orderId },
  });
  const query = new URLSearchParams({ orderId: String(orderId), ...shown }).toString();
  const created = (await (
    await request.get(`${base}/api/contract/create?${query}`, { headers: headers() })
  ).json()) as {
    data: { signUrl: string };
  };
  const signToken = new URL(created.data.signUrl).searchParams.get('token') ?? '';
  await request.post(`${base}/wallet-sim/sign`, { form: { token: signToken, returnUrl: '' } });
  await request.get(`${base}/api/contract/check?orderId=${orderId}`, { headers: headers() });
  await orders.merchant(orderId, 'markFirstPaid');
  await orders.merchant(orderId, 'ship');
  await api(request, `${base}/api/order/received`, { form: { orderId: String(orderId) } });
}

async function inRentWithDebit(request: APIRequestContext, base: string): Promise<number> {
  const orderId = await orders.inRent();
  await api(request, `${base}/api/order/autopay`, {
    form: { orderId: String(orderId), enabled: 'true', method: 'wallet' },
  });
  return orderId;
}

const rowOf = (page: Page, period: number) => page.getByRole('listitem').filter({ hasText: `第 ${period}/` });

test('chosen on the confirm page, the next bill says when it is debited, and the clock pays it', async ({
  page,
  open,
  request,
  site,
}) => {
  const renter = new Renter(request, site.url, token);
  await renter.ready();
  await rentFromProductPage(page, open);
  const toggle = page.getByRole('switch', { name: '自动扣款' });
  await expect(page.getByText('未开启：之后每期账单需您在到期前手动支付。')).toBeVisible();
  await toggle.click();
  await expect(page.getByText(/^已开启：首期之后的每期账单在到期日自动扣款/)).toBeVisible();
  await expect(page.getByRole('radio', { name: '支付宝代扣' })).toBeChecked();
  await agreeAndSubmit(page);
  await authorizeDeposit(page);
  await expect(page).toHaveURL(successUrl);
  const orderId = Number(successUrl.exec(page.url())?.[1]);
  await intoRent(request, site.url, orderId);

  const due = (await row2(request, site.url, orderId)).dueDate;
  await open(`pages/billingDetails/billingDetails?orderId=${orderId}`);
  await expect(rowOf(page, 2)).toContainText(`${due.slice(5)} 自动扣款`);
  await expect(page.getByRole('switch', { name: '自动扣款' })).toBeChecked();

  await clockTo(page, request, site.url, due);
  // Opening the route the page is on changes only the hash: a reload asks the bills afresh.
  await open(`pages/billingDetails/billingDetails?orderId=${orderId}`);
  await page.reload();
  await expect(rowOf(page, 2)).toContainText('已付');
  await expect(rowOf(page, 2)).not.toContainText('自动扣款');
  expect((await row2(request, site.url, orderId)).status).toBe('paid');
});

test('a failed debit leaves a bill to pay by hand, with 去支付 and the debit-failed message', async ({
  page,
  open,
  request,
  site,
}) => {
  const orderId = await inRentWithDebit(request, site.url);
  const fail = await request.post(`${site.url}/__control/autopay/fail`, { data: { orderId } });
  expect(fail.ok()).toBe(true);
  await clockTo(page, request, site.url, (await row2(request, site.url, orderId)).dueDate);

  await open(`pages/billingDetails/billingDetails?orderId=${orderId}`);
  await expect(rowOf(page, 2)).toContainText('自动扣款未成功，请手动支付');
  await expect(rowOf(page, 2)).not.toContainText(/\d{2}-\d{2} 自动扣款/);
  await expect(page.getByRole('button', { name: '去支付' })).toBeVisible();

  await open('pages/message/message');
  await expect(page.getByRole('list', { name: '消息列表' }).getByRole('link', { name: /扣款失败/ })).toContainText(
    /第2期租金 ¥\d+\.\d{2} 扣款失败，请在订单中支付/,
  );
});

test('switched off on the bills, the bill no longer says 自动扣款', async ({ page, open, request, site }) => {
  const orderId = await inRentWithDebit(request, site.url);
  await open(`pages/billingDetails/billingDetails?orderId=${orderId}`);
  await expect(rowOf(page, 2)).toContainText(/\d{2}-\d{2} 自动扣款/);
  await page.getByRole('switch', { name: '自动扣款' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('关闭自动扣款？');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('switch', { name: '自动扣款' })).not.toBeChecked();
  await expect(rowOf(page, 2)).not.toContainText('自动扣款');
  await expect(page.getByText('已关闭：每期账单请您在到期前手动支付')).toBeVisible();
});
