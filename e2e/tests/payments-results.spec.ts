import { expect, test } from '../support/fixtures';
import { Payments, pullDown } from '../support/payments';
import { loggedIn } from '../support/session';
import { scaled } from '../support/time-scale';

let payments: Payments;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  payments = new Payments(request, site.url, await loggedIn(page, request, site.url));
});

test('a payment still processing after the checks succeeds on pull-down refresh', async ({ page, open }) => {
  const orderId = await payments.pendingPay();
  // The page asks 5 times; the server keeps the trade open for exactly those 5.
  await payments.steer('processingThenSuccess', 5);
  await open(`pages/confirmPayment/confirmPayment?orderId=${orderId}`);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付处理中')).toBeVisible();
  await expect(page.getByText('仍在确认中，请稍后下拉刷新查看。')).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByText('支付成功')).toHaveCount(0);
  await pullDown(page);
  await expect(page.getByText('支付成功')).toBeVisible();
  expect(await payments.orders.status(orderId)).toBe('PENDING_SHIP');
  // The first installment paid, the page names the next one: its amount and its day.
  await expect(page.getByTestId('next-due')).toHaveText(/^下期应付 ¥\d+\.\d{2}，\d{4}-\d{2}-\d{2} 到期$/);
});

test('an unknown wallet answer is never shown as success on its own', async ({ page, open }) => {
  const orderId = await payments.pendingPay();
  await payments.walletPay('6004');
  await payments.steer('processing');
  await open(`pages/confirmPayment/confirmPayment?orderId=${orderId}`);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付处理中')).toBeVisible();
  await expect(page.getByText('仍在确认中，请稍后下拉刷新查看。')).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByText('支付成功')).toHaveCount(0);
  // Not yet known is drawn in the theme's warning colour, never in success green.
  const icon = page.locator('.adm-result-waiting .adm-result-icon .antd-mobile-icon');
  const themeColour = (variable: string) =>
    icon.evaluate((el, name) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      el.appendChild(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, variable);
  const [warning, success] = [await themeColour('--adm-color-warning'), await themeColour('--adm-color-success')];
  expect(warning).not.toBe(success);
  await expect(icon).toHaveCSS('color', warning);
});

test('a cancelled wallet payment leaves the bill payable and can be paid again', async ({ page, open }) => {
  const orderId = await payments.pendingPay();
  await payments.walletPay('6001');
  await open(`pages/confirmPayment/confirmPayment?orderId=${orderId}`);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付已取消')).toBeVisible();
  await expect(page.getByText('未扣款，账单仍待支付，您可以重新支付。')).toBeVisible();
  expect(await payments.orders.status(orderId)).toBe('PENDING_PAY');

  await page.getByRole('button', { name: '重新支付' }).click();
  await expect(page).toHaveURL(/confirmPayment\?orderId=/);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  expect((await payments.trades(orderId)).map((t) => t.status)).toEqual(['CLOSED', 'SUCCESS']);
});

test('paying with a bound card: the code is texted, a wrong code is refused, the right one pays', async ({
  page,
  open,
}) => {
  const orderId = await payments.pendingPay();
  await payments.bindCard();
  await open(`pages/confirmPayment/confirmPayment?orderId=${orderId}`);
  await page.getByRole('radio', { name: '中国工商银行（0128）' }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/pages\/checkout\/index\?tradeNo=/);
  // The card was chosen on the payment page: shown here, not asked for again.
  await expect(page.getByText('中国工商银行（0128）')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const right = await payments.smsCode();
  await page.getByRole('textbox', { name: '验证码' }).fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('alert')).toContainText('验证码错误');
  await page.getByRole('textbox', { name: '验证码' }).fill(right);
  await page.getByRole('button', { name: '确认支付' }).click({ clickCount: 3 });
  await expect(page.getByText('支付成功')).toBeVisible();
  // A success says what happens next.
  await expect(page.getByText(/接下来：商家将尽快为您发货/)).toBeVisible();
  expect(await payments.orders.status(orderId)).toBe('PENDING_SHIP');
});

test('back from the wallet, the loading page resumes the trade from the bill store', async ({ page, open }) => {
  const orderId = await payments.pendingPay();
  await open(`pages/confirmPayment/confirmPayment?orderId=${orderId}`);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  const [trade] = await payments.trades(orderId);
  await open(`pages/loading/loading?bizId=${trade!.tradeNo},${orderId}`);
  await expect(page).toHaveURL(new RegExp(`paymentResult\\?tradeNo=${trade!.tradeNo}&orderId=${orderId}`));
  await expect(page.getByText('支付成功')).toBeVisible();
});

test('a buyout is quoted with its breakdown and, once paid, the device is the renter’s', async ({ page, open }) => {
  const orderId = await payments.buyoutPending();
  await open(`pages/confirmPayment/confirmPayment?orderId=${orderId}&kind=buyout`);
  await expect(page.getByText('提前买断总额')).toBeVisible();
  await expect(page.getByRole('heading', { name: '费用明细' })).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  expect(await payments.orders.status(orderId)).toBe('BOUGHT_OUT');
});

test('the pre-authorization test freezes one fen through the wallet and shows the answer', async ({ page, open }) => {
  await open('pages/testAuth');
  await page.getByRole('button', { name: '开始测试' }).click();
  await expect(page.getByText('预授权正常')).toBeVisible();
  await expect(page.getByText('¥0.01', { exact: true })).toBeVisible();
});

test('a link to a payment that does not exist says so and offers a way on, not a useless retry', async ({
  page,
  open,
}) => {
  await open('pages/paymentResult/paymentResult?tradeNo=PT20261122999999');
  await expect(page.getByText('没有找到相关内容')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
});
