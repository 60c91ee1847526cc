import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { loggedIn } from '../support/session';

let orders: OrdersDrive;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  const token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
});

test('return: reason, remaining bills, merchant address, ship back, inspected → completed', async ({ page, open }) => {
  const orderId = await orders.inRent();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await page.getByRole('navigation').getByRole('button', { name: '申请归还' }).click();
  await expect(page).toHaveURL(new RegExp(`returnApplication\\?orderId=${orderId}$`));

  const remaining = page.getByRole('region', { name: '剩余账单' });
  await expect(remaining.getByText(/^剩余应付（\d+ 期）$/)).toBeVisible();
  await page.getByRole('button', { name: '提交归还申请' }).click();
  await expect(page.getByText('请选择一个原因')).toBeVisible();
  await page.getByText('其他原因').click();
  await page.getByRole('button', { name: '提交归还申请' }).click();
  await expect(page.getByText('请简单写一下原因')).toBeVisible();
  await page.getByLabel('补充归还原因').fill('出国留学，用不上了');
  await page.getByRole('button', { name: '提交归还申请' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

  const address = page.getByRole('region', { name: '请将设备寄到' });
  await expect(address.getByText('优品租售后中心', { exact: true })).toBeVisible();
  expect(await orders.status(orderId)).toBe('RETURNING');
  await page.getByRole('button', { name: '我已寄出，填写单号' }).click();
  await expect(page).toHaveURL(new RegExp(`confirmShipment\\?orderId=${orderId}$`));

  await page.getByRole('button', { name: /^快递公司/ }).click();
  await page.getByText('完成', { exact: true }).click();
  await expect(page.getByRole('button', { name: /^快递公司/ })).toContainText('顺丰速运');
  const number = page.getByLabel('运单号');
  await expect(number).toHaveAttribute('placeholder', '例如 SF1234567890123');
  await number.fill('sf123');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('运单号格式不正确（例如 SF1234567890123）')).toBeVisible();
  await number.fill('sf1234567890123');
  await expect(number).toHaveValue('SF1234567890123');
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderId=${orderId}$`));
  const giveback = page.getByRole('region', { name: '归还信息' });
  await expect(giveback.getByText('寄回途中')).toBeVisible();
  await expect(giveback).toContainText('SF1234567890123');

  await orders.merchant(orderId, 'inspect');
  await page.reload();
  await expect(page.getByRole('heading', { name: '已完成' })).toBeVisible();
  expect(await orders.status(orderId)).toBe('COMPLETED');
});
