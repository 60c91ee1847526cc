import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { loggedIn } from '../support/session';

let orders: OrdersDrive;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  const token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
});

test('cancel before shipping: what goes back first, a reason, 已取消 with the refund and the freeze released, the refund line in the bills', async ({
  page,
  open,
}) => {
  const orderId = await orders.paidToShip();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
  await page.getByRole('navigation').getByRole('button', { name: '取消订单' }).click();

  // Before anything is sent: the amount and where it goes, how long it takes, the deposit.
  const sheet = page.getByRole('dialog', { name: '请选择取消原因' });
  const outcome = sheet.getByRole('list', { name: '取消后' });
  await expect(outcome.getByText(/^已付 ¥\d+\.\d{2} 原路退回钱包$/)).toBeVisible();
  await expect(outcome.getByText(/^退款 \d+ 分钟内到账$/)).toBeVisible();
  await expect(outcome.getByText(/^押金冻结 ¥\d+\.\d{2} 立即解除$/)).toBeVisible();
  const refundText = (await outcome.getByText(/^已付 /).textContent()) ?? '';
  const paid = /¥\d+\.\d{2}/.exec(refundText)?.[0] ?? '';
  expect(paid).not.toBe('');

  await sheet.getByRole('button', { name: '确认取消' }).click();
  await expect(sheet.getByText('请选择一个原因')).toBeVisible();
  await sheet.getByText('不想租了').click();
  await sheet.getByRole('button', { name: '确认取消' }).click();

  await expect(page.getByRole('heading', { name: '已取消' })).toBeVisible();
  expect(await orders.status(orderId)).toBe('CANCELLED');
  const refund = page.getByRole('region', { name: '退款信息' });
  await expect(refund.locator('.ord-info-row-strong dd')).toContainText(paid);
  await expect(refund.getByText('退款中')).toBeVisible();
  await expect(refund.getByText('钱包', { exact: true })).toBeVisible();
  await expect(refund.getByText(/^预计 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前到账$/)).toBeVisible();
  await expect(refund.getByText(/^¥\d+\.\d{2} 已于 \d{4}-\d{2}-\d{2} 解冻$/)).toBeVisible();

  // The bill lines: what was paid and its refund line, netting to zero.
  const bills = page.getByRole('region', { name: '账单' });
  await expect(bills.getByText(/^第 1\/\d+ 期 退款$/)).toBeVisible();
  await expect(bills.getByText(`-${paid}`)).toBeVisible();
  await expect(bills.locator('.ord-info-row-strong dd')).toHaveText('¥0.00');
  await expect(page.getByRole('navigation')).toHaveCount(0);

  // The refund lands by the server clock, and the page says so.
  await orders.advanceClock(1);
  await page.reload();
  await expect(page.getByRole('region', { name: '退款信息' }).getByText('已退款')).toBeVisible();
  await expect(page.getByText(/已原路退回/)).toBeVisible();
});
