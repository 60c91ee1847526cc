import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { loggedIn } from '../support/session';

let orders: OrdersDrive;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  const token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
});

test('early return: the settlement first, reason, ship back, pay the fee, inspected → completed with a settlement', async ({
  page,
  open,
}) => {
  const orderId = await orders.inRent();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await page.getByRole('navigation').getByRole('button', { name: '申请归还' }).click();
  await expect(page).toHaveURL(new RegExp(`returnApplication\\?orderId=${orderId}$`));

  // The exact settlement before applying: rent not yet due is dropped, never called "due".
  const settlement = page.getByRole('region', { name: '归还结算' });
  await expect(settlement.getByText(/^未到期租金 \d+ 期，不再收取$/)).toBeVisible();
  await expect(settlement.getByText(/^提前解约费（未到期租金的 \d+%）$/)).toBeVisible();
  await expect(settlement.getByText('已到期')).toHaveCount(0);
  const total = (await settlement.locator('.ord-info-row-strong dd').textContent()) ?? '';
  expect(total).toMatch(/^¥\d+\.\d{2}$/);
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
  await expect(page.getByRole('region', { name: '归还结算待支付' })).toContainText(total);
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
  // The carrier by name, and a header that follows the shipment.
  await expect(giveback).toContainText('顺丰速运 SF1234567890123');
  await expect(page.getByText(/^设备寄回途中/)).toBeVisible();

  // The order completes only once the return is settled.
  await expect(orders.merchant(orderId, 'inspect')).rejects.toThrow(/still owes/);
  await page.getByRole('navigation').getByRole('button', { name: '支付归还费用' }).click();
  await expect(page).toHaveURL(new RegExp(`pages/payment/payment\\?orderId=${orderId}$`));
  await expect(page.getByText('提前解约费').first()).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();

  await orders.merchant(orderId, 'inspect');
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '已完成' })).toBeVisible();
  const done = page.getByRole('region', { name: '结算' });
  await expect(done.getByText(/^¥\d+\.\d{2} 已于 \d{4}-\d{2}-\d{2} 解冻$/)).toBeVisible();
  await expect(done.getByText('本单已结清，无待付款项')).toBeVisible();
  await expect(page.getByRole('button', { name: /支付/ })).toHaveCount(0);
  expect(await orders.status(orderId)).toBe('COMPLETED');
});
