import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { loggedIn, walletToken } from '../support/session';

const DAY = 86_400_000;

/** The order's end date and rows as the server has them now. */
async function detail(request: APIRequestContext, baseUrl: string, token: string, orderId: number) {
  const res = await request.post(`${baseUrl}/api/order/detail`, {
    headers: { Authorization: `Bearer ${token}`, 'Client-Authorization': 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=' },
    form: { orderId: String(orderId) },
  });
  const body = (await res.json()) as { data: { rentEndAt: string; bills: { items: { periodNo: number }[] } } };
  return body.data;
}

test('renew 3 months in the last days of the term: the price, the agreement signed, the new end date and bills 7/9…9/9 on the order', async ({
  page,
  request,
  site,
  control,
  open,
}) => {
  expect(control).toBeDefined();
  const orders = new OrdersDrive(request, site.url, await loggedIn(page, request, site.url));
  const orderId = await orders.inRent();
  // The window opens by the server clock, two days before the term ends; a session does not outlive the jump.
  const token = await walletToken(request, site.url);
  const before = await detail(request, site.url, token, orderId);
  const rows = before.bills.items.length;
  const clock = await request.post(`${site.url}/__control/clock`, { data: { advanceMs: 0 } });
  const { data } = (await clock.json()) as { data: { now: string } };
  const windowAt = Date.parse(before.rentEndAt) - 2 * DAY;
  await request.post(`${site.url}/__control/clock`, { data: { advanceMs: windowAt - Date.parse(data.now) } });
  const fresh = await walletToken(request, site.url);
  await page.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), fresh);

  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await page.getByRole('navigation').getByRole('button', { name: '续租' }).click();
  await expect(page).toHaveURL(new RegExp(`renewal/renewal\\?orderId=${orderId}`));
  await page.getByText('3 个月', { exact: true }).click();
  // The new bills' list row (the agreement's table names the same period too).
  await expect(page.getByText(new RegExp(`^第 ${rows + 3}/${rows + 3} 期 · \\d{4}-\\d{2}-\\d{2}$`))).toBeVisible();
  await expect(page.getByRole('region', { name: '续租补充协议' })).toContainText('续租补充协议');
  await page.getByText('我已阅读并同意《续租补充协议》').click();
  await page.getByRole('button', { name: '同意并签署' }).click();

  await expect(page).toHaveURL(new RegExp(`orderDetail/orderDetail\\?orderId=${orderId}`));
  const after = await detail(request, site.url, fresh, orderId);
  expect(after.bills.items.map((b) => b.periodNo)).toContain(rows + 3);
  expect(Date.parse(after.rentEndAt)).toBeGreaterThan(Date.parse(before.rentEndAt));
  await expect(page.getByText(/续租 3个月，新的到期日 \d{4}-\d{2}-\d{2}/)).toBeVisible();

  // The supplementary agreement sits beside the contract and opens.
  await open(`pages/contractPreview/contractPreview?orderId=${orderId}`);
  await page
    .getByRole('region', { name: '相关文件' })
    .getByRole('link', { name: /续租补充协议/ })
    .click();
  await expect(page.getByTestId('document-html')).toContainText('双方同意将租期延长 3个月');
});
