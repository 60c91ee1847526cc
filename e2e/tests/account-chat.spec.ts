import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { loggedIn } from '../support/session';

let orders: OrdersDrive;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  orders = new OrdersDrive(request, site.url, await loggedIn(page, request, site.url));
});

test('from an order, 联系客服 opens the chat about it: the assistant answers at once, a person’s reply arrives by itself', async ({
  page,
  open,
  request,
  site,
}) => {
  const orderId = await orders.paidToShip();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
  await page.getByRole('link', { name: /联系客服/ }).click();
  await expect(page).toHaveURL(new RegExp(`customerService/chat\\?orderId=${orderId}$`));
  await expect(page.getByRole('link', { name: /^关于订单：.*ZL\d+ · 待发货$/ })).toBeVisible();

  const field = page.getByRole('textbox', { name: '要发送的内容' });
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入要发送的内容');
  await field.fill('押金什么时候解冻');
  await page.getByRole('button', { name: '发送' }).click();
  const log = page.getByRole('log', { name: '对话记录' });
  await expect(log.getByText('押金什么时候解冻', { exact: true })).toBeVisible();
  // The assistant answers from the FAQ in the same moment, and says a person will follow.
  await expect(log.locator('.acc-chat-msg').nth(1)).toContainText('智能助手');
  await expect(field).toHaveValue('');

  // Staff answer from their console (the control surface stands in for it): no reload needed.
  const reply = await request.post(`${site.url}/__control/chat/reply`, {
    data: { mobile: '13800138000', text: '您好，押金会在订单结束时解冻，今天会为您发货。' },
  });
  expect(reply.ok()).toBe(true);
  await expect(log.getByText('您好，押金会在订单结束时解冻，今天会为您发货。')).toBeVisible({ timeout: 15_000 });
  await expect(log.locator('.acc-chat-msg').last()).toContainText('人工客服');

  // The history stays: the chat opened again from the service tab shows it, without the order card.
  await open('pages/customer-service/customerService');
  await page.getByRole('link', { name: /在线客服/ }).click();
  await expect(page).toHaveURL(/customerService\/chat$/);
  await expect(page.getByRole('log').getByText('押金什么时候解冻', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^关于订单/ })).toHaveCount(0);
});
