import { requestCount } from '../support/account-control';
import { expect, test } from '../support/fixtures';
import { loggedIn, toast } from '../support/session';

// The control fixture resets the dev API first, so the session is made after the reset.
test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  await loggedIn(page, request, site.url);
});

test('contacts: an invalid and a duplicate number are said at their fields; then saved and shown', async ({
  page,
  open,
}) => {
  await open('pages/emergencyContact/emergencyContact');
  const first = page.getByRole('region', { name: '紧急联系人 1' });
  const second = page.getByRole('region', { name: '紧急联系人 2' });
  await first.getByText('父母', { exact: true }).click();
  await page.getByRole('textbox', { name: '联系人 1 的姓名' }).fill('李四');
  await page.getByRole('textbox', { name: '联系人 1 的手机号' }).fill('1390013900');
  await second.getByText('朋友', { exact: true }).click();
  await page.getByRole('textbox', { name: '联系人 2 的姓名' }).fill('王五');
  await page.getByRole('textbox', { name: '联系人 2 的手机号' }).fill('13900139000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(first.getByRole('alert')).toHaveText('手机号格式不正确');

  await page.getByRole('textbox', { name: '联系人 1 的手机号' }).fill('13900139000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(second.getByRole('alert')).toHaveText('与其他联系人的手机号重复');
  await expect(page.getByRole('textbox', { name: '联系人 2 的姓名' })).toHaveValue('王五');

  // The renter's own number: refused by the server, said at that contact's field, nothing typed lost.
  await page.getByRole('textbox', { name: '联系人 2 的手机号' }).fill('13800138000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(second.getByRole('alert')).toHaveText('不能填写本人手机号');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: '联系人 2 的手机号' })).toHaveValue('13800138000');

  await page.getByRole('textbox', { name: '联系人 2 的手机号' }).fill('13700137000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page)).toHaveText('已保存');
  await page.reload();
  await expect(page.getByText('以下是已登记的紧急联系人')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '联系人 2 的手机号' })).toHaveValue('13700137000');
});

test('feedback: a triple tap sends once', async ({ page, open, request, site }) => {
  await open('pages/feedBack/feedBack');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('请选择反馈类型');
  await page.getByText('服务问题').click();
  const text = page.getByRole('textbox', { name: '问题描述' });
  await text.fill('客服');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByRole('alert')).toHaveText('请至少填写 5 个字');
  await text.fill('归还后押金迟迟没有解冻');
  await expect(page.getByText('11/500')).toBeVisible();
  await page.getByRole('button', { name: '提交反馈' }).click({ clickCount: 3 });
  await expect(toast(page)).toHaveText('感谢反馈，我们会尽快处理');
  expect(await requestCount(request, site.url, '/api/client/complaint/submit')).toBe(1);
});

test('change phone number: mine shows the new masked number', async ({ page, open, control }) => {
  await open('pages/bindMobileNumber/bindMobileNumber');
  await expect(page.getByText('138****8000')).toBeVisible();
  await page.getByRole('textbox', { name: '新手机号' }).fill('13600136000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重发/ })).toBeVisible();
  const sent = await control.sms('13600136000');
  await page.getByRole('textbox', { name: '验证码' }).fill(sent?.code ?? '');
  await page.getByRole('button', { name: '确认更换' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/user/);
  await expect(page.getByText('136****6000')).toBeVisible();
  await page.reload();
  await expect(page.getByText('136****6000')).toBeVisible();
});

test('FAQ and agreements open from their routes', async ({ page, open }) => {
  await open('pages/commonProblem/commonProblem');
  await expect(page.getByText('没有找到答案？')).toBeVisible();
  await open('pages/agreement/agreement?type=rental');
  await expect(page.getByRole('heading', { name: '租赁协议', level: 2 })).toBeVisible();
  await open('pages/contract/contract');
  await expect(page.getByRole('heading', { name: '用户协议', level: 2 })).toBeVisible();
});
