import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  agreeAndSubmit,
  allOrders,
  authorizeDeposit,
  passRealNameAndContacts,
  PHONE,
  Renter,
  rentFromProductPage,
  steerFreeze,
} from '../support/orders-place';
import { loggedIn } from '../support/session';

let renter: Renter;

// The control fixture resets the dev API first, so the session is made after the reset.
test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  renter = new Renter(request, site.url, await loggedIn(page, request, site.url));
});

const successUrl = /#\/pages\/orderSuccess\/orderSuccess\?orderId=(\d+)&orderNo=(\w+)/;

async function placedOrder(page: Page): Promise<{ orderId: string; orderNo: string }> {
  await expect(page).toHaveURL(successUrl);
  const [, orderId = '', orderNo = ''] = successUrl.exec(page.url()) ?? [];
  return { orderId, orderNo };
}

test('from the product page to a placed order, then it is in my orders and its detail', async ({
  page,
  open,
  request,
  site,
}) => {
  await renter.ready();
  await rentFromProductPage(page, open);

  // The default address, the goods, the best coupon and the server's price.
  await expect(page.getByText('科技南十二路')).toBeVisible();
  await expect(page.getByRole('heading', { name: PHONE.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^优惠券 ?: .+ -¥\d+\.00$/ })).toBeVisible();
  const prices = page.getByTestId('price-lines');
  await expect(prices).toContainText('首期应付');
  await expect(prices).toContainText('冻结金额');
  const firstPay = await page.getByTestId('first-pay').textContent();
  expect(firstPay).toMatch(/^¥\d+\.\d{2}$/);
  // The whole term and owning it at the end, in all; the placed order's bills add up to the first.
  const totals = page.getByTestId('price-totals');
  const termTotal = (await totals.locator('dd').first().textContent()) ?? '';
  expect(termTotal).toMatch(/^¥\d+\.\d{2}$/);
  await expect(totals).toContainText('租满后买断共付');
  await expect(page.getByText(/^到期买断价 ¥\d+\.\d{2}：租期内账单付清后支付，设备即归您所有。$/)).toBeVisible();
  // A one-off cover added here is on the first payment; dropped, the price is as before.
  const screenCover = page.getByRole('checkbox', { name: '碎屏保障' });
  await screenCover.click();
  await expect(screenCover).toBeChecked();
  await expect(page.getByTestId('first-pay')).not.toHaveText(firstPay ?? '');
  await screenCover.click();
  await expect(page.getByTestId('first-pay')).toHaveText(firstPay ?? '');

  await agreeAndSubmit(page);
  await authorizeDeposit(page);
  const { orderId, orderNo } = await placedOrder(page);
  await expect(page.locator('.adm-result-title')).toHaveText('下单成功');
  await expect(page.getByText(orderNo)).toBeVisible();
  expect((await allOrders(request, site.url)).map((o) => o.status)).toEqual(['PENDING_REVIEW']);
  const bills = await renter.bills(Number(orderId));
  expect(`¥${(bills.reduce((sum, b) => sum + b.amount, 0) / 100).toFixed(2)}`).toBe(termTotal);

  await open('pages/myOrder/myOrder');
  await expect(page.getByText(PHONE.name).first()).toBeVisible();
  await open(`pages/orderDetail/orderDetail?orderId=${orderId}`);
  await expect(page.getByText(orderNo)).toBeVisible();
});

test('a cancelled pre-authorization leaves the order waiting, and resuming it completes it', async ({
  page,
  open,
  request,
  site,
}) => {
  await renter.ready();
  await steerFreeze(request, site.url, '6001', 1);
  await rentFromProductPage(page, open);
  await agreeAndSubmit(page);
  await authorizeDeposit(page);
  await expect(page.getByText('订单待完成预授权')).toBeVisible();
  const [waiting] = await allOrders(request, site.url);
  expect(waiting?.status).toBe('CREATED');

  await page.getByRole('button', { name: '继续预授权' }).click();
  await authorizeDeposit(page);
  await placedOrder(page);
  const orders = await allOrders(request, site.url);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.status).toBe('PENDING_REVIEW');
});

test('an order the server refuses goes to the failed page with the reason and a way back', async ({
  page,
  open,
  control,
  request,
  site,
}) => {
  await renter.ready();
  await control.fault({ path: '/api/order/place', type: 'biz', code: 409, msg: '该规格已售罄', times: 1 });
  await rentFromProductPage(page, open);
  const confirmUrl = page.url();
  await agreeAndSubmit(page);
  await expect(page).toHaveURL(/#\/pages\/orderFailed\/orderFailed\?/);
  await expect(page.locator('.adm-result-title')).toHaveText('下单失败');
  await expect(page.getByRole('alert')).toContainText('该规格已售罄');
  expect(await allOrders(request, site.url)).toHaveLength(0);

  await page.getByRole('button', { name: '返回确认订单' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/order\?goodsId=1001/);
  expect(new URL(page.url()).hash).toContain(new URL(confirmUrl).hash.split('&')[0] ?? '');
});

test('a pre-authorization the wallet declines goes to the failed page; the order is kept', async ({
  page,
  open,
  request,
  site,
}) => {
  await renter.ready();
  await steerFreeze(request, site.url, '4000', 1);
  await rentFromProductPage(page, open);
  await agreeAndSubmit(page);
  await authorizeDeposit(page);
  await expect(page).toHaveURL(/#\/pages\/orderFailed\/orderFailed\?orderId=\d+/);
  await expect(page.locator('.adm-result-title')).toHaveText('押金预授权失败');
  await expect(page.getByRole('alert')).toContainText('钱包拒绝了本次预授权');
  const orders = await allOrders(request, site.url);
  expect(orders.map((o) => o.status)).toEqual(['CREATED']);
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderId=${orders[0]?.orderId}`));
});

test('an address added on the way comes back selected, the rest of the choice kept', async ({ page, open }) => {
  await renter.ready();
  await rentFromProductPage(page, open);
  const before = new URLSearchParams(page.url().split('?')[1]);
  await page.getByRole('button', { name: /^更换地址/ }).click();
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await expect(page).toHaveURL(/#\/pages\/shipToAddress\/shipToAddress\?redirect=/);

  await page.getByRole('textbox', { name: '收货人' }).fill('王小明');
  await page.getByRole('textbox', { name: '手机号码' }).fill('1391234');
  await page.getByRole('textbox', { name: '详细地址' }).click();
  await expect(page.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await page.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
  await page.getByRole('button', { name: '所在地区' }).click();
  const picker = page.locator('.adm-picker');
  await expect(picker.getByText('北京市').first()).toBeVisible();
  await picker.getByText('确定').click();
  await expect(page.getByRole('button', { name: '所在地区' })).toContainText('北京市 东城区');
  await page.getByRole('textbox', { name: '详细地址' }).fill('建国路 88 号 3 单元 501');
  await page.getByRole('button', { name: '保存并使用' }).click();

  await expect(page).toHaveURL(/#\/pages\/order\/order\?/);
  // The router's transition keeps the form on screen until the confirm page is ready.
  await expect(page).toHaveTitle('确认订单');
  await expect(page.getByText('建国路 88 号 3 单元 501')).toBeVisible();
  await expect(page.getByText('王小明')).toBeVisible();
  const after = new URLSearchParams(page.url().split('?')[1]);
  for (const key of ['goodsId', 'skuId', 'term', 'services']) expect(after.get(key)).toBe(before.get(key));

  await agreeAndSubmit(page);
  await authorizeDeposit(page);
  await placedOrder(page);
});

test('a triple tap on Submit creates one order', async ({ page, open, request, site }) => {
  await renter.ready();
  // A slow answer keeps the first tap in flight while the others land.
  let sent = 0;
  await page.route('**/api/order/place', async (route) => {
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await rentFromProductPage(page, open);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  // Three real taps on the same spot: the button turns into "提交中…" after the first.
  const box = await page.getByRole('button', { name: '提交订单', exact: true }).boundingBox();
  if (!box) throw new Error('no submit button');
  for (let i = 0; i < 3; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await authorizeDeposit(page);
  await placedOrder(page);
  expect(sent).toBe(1);
  expect(await allOrders(request, site.url)).toHaveLength(1);
});

test('a renter without real-name goes through 1/3 → 2/3 → 3/3 and the order goes on by itself, tick kept', async ({
  page,
  open,
}) => {
  await rentFromProductPage(page, open);
  const choice = new URLSearchParams(page.url().split('?')[1]);
  await agreeAndSubmit(page);
  await passRealNameAndContacts(page);
  const back = new URLSearchParams(page.url().split('?')[1]);
  for (const key of ['goodsId', 'skuId', 'term', 'services']) expect(back.get(key)).toBe(choice.get(key));
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  // No second "Submit": the placing the renter started goes on to the deposit authorization.
  await authorizeDeposit(page);
  await placedOrder(page);
});

test('submitting unticked asks in a sheet with the agreements; "同意并提交" places the order', async ({
  page,
  open,
}) => {
  await renter.ready();
  await rentFromProductPage(page, open);
  await page.getByRole('button', { name: '提交订单', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '请阅读并同意协议' });
  await expect(sheet.getByRole('link', { name: '《租赁协议》' })).toBeVisible();
  await sheet.getByRole('button', { name: '同意并提交' }).click();
  await authorizeDeposit(page);
  await placedOrder(page);
});
