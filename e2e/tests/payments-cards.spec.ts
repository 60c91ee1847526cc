import { expect, test } from '../support/fixtures';
import { capturePrintLogs, CARD_NO, CARD_NO_GROUPED, Payments, RESERVED_MOBILE } from '../support/payments';
import { loggedIn } from '../support/session';

let payments: Payments;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  payments = new Payments(request, site.url, await loggedIn(page, request, site.url));
});

test('bind a card: a Luhn typo is hinted at the field, a wrong code refused, the right one binds', async ({
  page,
  open,
}) => {
  await open('pages/bankCard/BindCard');
  await expect(page.getByText('还没有银行卡，请在下方添加。')).toBeVisible();
  const number = page.getByRole('textbox', { name: '卡号' });
  await number.pressSequentially('6222021234567890129');
  await expect(number).toHaveValue('6222 0212 3456 7890 129');
  await page.getByRole('textbox', { name: '持卡人' }).fill('林小租');
  await expect(page.getByRole('alert')).toHaveText('卡号校验不通过，请核对卡号');

  await number.fill('');
  await number.pressSequentially(CARD_NO);
  await expect(number).toHaveValue(CARD_NO_GROUPED);
  await page.getByRole('textbox', { name: '预留手机号' }).fill(RESERVED_MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 138****8000')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  // The countdown survives a reload; what was typed of the card does not come back from storage.
  await page.reload();
  await page.getByRole('textbox', { name: '卡号' }).pressSequentially(CARD_NO);
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '持卡人' }).fill('林小租');
  await page.getByRole('textbox', { name: '预留手机号' }).fill(RESERVED_MOBILE);

  const right = await payments.smsCode();
  const wrong = right === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: '验证码' }).fill(wrong);
  await page.getByRole('button', { name: '绑定银行卡' }).click();
  await expect(page.getByRole('alert')).toContainText('验证码错误');
  await expect(page.getByRole('textbox', { name: '卡号' })).toHaveValue(CARD_NO_GROUPED);

  await page.getByRole('textbox', { name: '验证码' }).fill(right);
  await page.getByRole('button', { name: '绑定银行卡' }).click();
  const tile = page.getByRole('listitem').filter({ hasText: '中国工商银行' });
  await expect(tile).toBeVisible();
  await expect(tile.getByLabel('尾号 0128 的银行卡', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '卡号' })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(CARD_NO);
  expect(await page.content()).not.toContain(CARD_NO);

  // Unbound after the dialog says what it means: gone from the list, and another card can be added.
  await tile.getByRole('button', { name: '解绑尾号 0128 的银行卡' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('之后的账单需改用其他方式支付');
  await dialog.getByRole('button', { name: '解绑' }).click();
  await expect(page.getByText('还没有银行卡，请在下方添加。')).toBeVisible();
  await expect(tile).toHaveCount(0);
});

test('no full card number reaches printLog, even when the card journey fails on the way', async ({
  page,
  open,
  control,
}) => {
  const logs = capturePrintLogs(page);
  await open('pages/bankCard/BindCard');
  await page.getByRole('textbox', { name: '卡号' }).pressSequentially(CARD_NO);
  await page.getByRole('textbox', { name: '持卡人' }).fill('林小租');
  await page.getByRole('textbox', { name: '预留手机号' }).fill(RESERVED_MOBILE);
  await control.fault({ path: '/api/unionpay/card/sendBindSms', type: 'http500', times: 1 });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '卡号' })).toHaveValue(CARD_NO_GROUPED);

  // A crash while the number is on screen, carrying what the field holds, grouped and bare.
  await page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('input[aria-label="卡号"]');
    const shown = field?.value ?? '';
    setTimeout(() => {
      throw new Error(`bind crashed on ${shown} / ${shown.replace(/\s/g, '')}`);
    });
  });
  await expect.poll(() => logs.filter((body) => body.includes('bind crashed')).length).toBe(1);

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 138****8000')).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(await payments.smsCode());
  await control.fault({ path: '/api/unionpay/card/bind', type: 'http500', times: 1 });
  await page.getByRole('button', { name: '绑定银行卡' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: '绑定银行卡' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '中国工商银行' })).toBeVisible();

  const serverLogs = JSON.stringify(await control.logs());
  for (const text of [...logs, serverLogs]) {
    expect(text).not.toContain(CARD_NO);
    expect(text.replace(/[\s-]/g, '')).not.toContain(CARD_NO);
  }
  expect(serverLogs).toContain('bind crashed');
});
