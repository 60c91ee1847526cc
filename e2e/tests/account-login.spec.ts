import { expect, test } from '../support/fixtures';
import { loggedIn } from '../support/session';

const MOBILE = '13800138000';

test('mobile login: a wrong code is said at the field and keeps the number, the right one logs in', async ({
  page,
  open,
  control,
}) => {
  await open('pages/login/mobile?redirect=%2Fpages%2Fuser%2Fuser');
  const mobile = page.getByRole('textbox', { name: '手机号' });
  const code = page.getByRole('textbox', { name: '验证码' });

  await mobile.fill('1380013800');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert')).toHaveText('手机号格式不正确，应为 1 开头的 11 位数字');

  await mobile.fill(MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重发/ })).toBeDisabled();
  const sent = await control.sms(MOBILE);
  expect(sent).not.toBeNull();
  const wrong = sent?.code === '000000' ? '111111' : '000000';

  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).click();
  await code.fill(wrong);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('验证码错误，还可尝试 4 次');
  await expect(mobile).toHaveValue(MOBILE);
  await expect(code).toHaveValue(wrong);

  await code.fill(sent?.code ?? '');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/user/);
  await expect(page.getByText('138****8000')).toBeVisible();
});

test('the resend countdown survives a reload and the server agrees', async ({ page, open }) => {
  await open('pages/login/mobile');
  await page.getByRole('textbox', { name: '手机号' }).fill('13700137000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重发/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13700137000');
  const waiting = page.getByRole('button', { name: /(\d+) 秒后重发/ });
  await expect(waiting).toBeDisabled();
  const seconds = Number((await waiting.innerText()).match(/\d+/)?.[0]);
  expect(seconds).toBeGreaterThan(40);
  expect(seconds).toBeLessThanOrEqual(60);

  // Another number is not held back.
  await page.getByRole('textbox', { name: '手机号' }).fill('13600136000');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('logout forgets everything personal, the resend times included', async ({ page, open, request, site }) => {
  await open('pages/login/mobile');
  await page.getByRole('textbox', { name: '手机号' }).fill('13700137000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重发/ })).toBeVisible();

  await loggedIn(page, request, site.url);
  await open('pages/user/user');
  await page.reload();
  await expect(page.getByText('138****8000')).toBeVisible();
  const keys = () => page.evaluate(() => Object.keys(localStorage).sort());
  expect(await keys()).toEqual(expect.arrayContaining(['token', 'userInfo', 'account.smsResendAt']));

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('link', { name: '立即登录' })).toBeVisible();
  const left = await page.evaluate(() =>
    ['token', 'userInfo', 'account.smsResendAt'].map((key) => localStorage.getItem(key)),
  );
  expect(left.filter((v) => v !== null && v !== '""' && v !== 'null')).toEqual([]);
});
