import { expect, test } from '../support/fixtures';
import { loggedIn, toast } from '../support/session';

/** The spec's error catalogue (§8), row by row, as a renter meets it on the categories tab. */
const PATH = '/api/goods/category';
const ROUTE = 'pages/classify/classify';

const rows = [
  {
    name: 'HTTP 500 with a message',
    fault: { type: 'http500' as const, msg: '系统维护中，请稍后' },
    text: '系统维护中，请稍后',
  },
  { name: 'HTTP 500 without a message', fault: { type: 'http500' as const }, text: '服务器异常!' },
  { name: 'an empty body', fault: { type: 'empty' as const }, text: '响应类型异常，请联系客服处理！' },
  {
    name: 'business code 500 with a message',
    fault: { type: 'biz' as const, code: 500, msg: '分类暂不可用' },
    text: '分类暂不可用',
  },
  { name: 'business code 500 without a message', fault: { type: 'biz' as const, code: 500 }, text: '服务器异常！' },
  { name: 'a dropped connection', fault: { type: 'drop' as const }, text: '请求失败，请重试！' },
];

// One page for all rows: each row's fault is met by a fresh load of the route.
test('each row: its toast, a retry, and the app goes on', async ({ page, open, control }) => {
  for (const [i, row] of rows.entries()) {
    await test.step(`${row.name}: toast "${row.text}"`, async () => {
      await control.fault({ path: PATH, ...row.fault });
      if (i === 0) await open(ROUTE);
      else await page.reload();
      await expect(toast(page)).toHaveText(row.text);
      const retry = page.getByRole('button', { name: '重试' });
      await expect(retry).toBeVisible();
      await control.clearFaults();
      await retry.click();
      await expect(retry).toHaveCount(0);
      await expect(page.locator('.cat-side-list__item').first()).toBeVisible();
    });
  }
});

test('business code 401 clears the session and goes to login, then back to the route', async ({
  page,
  open,
  control,
  request,
  site,
}) => {
  await loggedIn(page, request, site.url);
  await open('pages/user/user');
  await expect(page.getByText('138****8000')).toBeVisible();

  await control.fault({ path: '/api/client/info', type: 'biz', code: 401, msg: '登录已过期', times: 1 });
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fuser%2Fuser/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /一键登录/ }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/user$/);
  await expect(page.getByText('138****8000')).toBeVisible();
});

test('a login that fails (success false) shows the server message', async ({ page, open, control }) => {
  await control.fault({ path: '/api/login/submit', type: 'biz', code: 500, msg: '账号已冻结，请联系客服' });
  await open('pages/login/login');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /一键登录/ }).click();
  await expect(toast(page)).toHaveText('账号已冻结，请联系客服');
  await expect(page).toHaveURL(/pages\/login\/login/);
});
