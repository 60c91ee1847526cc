import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { OrdersDrive } from '../support/orders-drive';
import { repoRoot } from '../support/paths';
import { loggedIn, walletToken } from '../support/session';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';
const DAY = 86_400_000;
const { reminders } = JSON.parse(
  readFileSync(path.join(repoRoot, 'shared', 'src', 'rules', 'rental-rules.json'), 'utf8'),
) as { reminders: { dueSoonDays: number } };

let orders: OrdersDrive;
let token: string;

test.beforeEach(async ({ page, request, site, control }) => {
  expect(control).toBeDefined();
  token = await loggedIn(page, request, site.url);
  orders = new OrdersDrive(request, site.url, token);
});

test('a bill coming due: the clock reaches the reminder day, Mine shows 1 unread, the message opens its order', async ({
  page,
  request,
  site,
  open,
}) => {
  const orderId = await orders.inRent();
  const headers = { Authorization: `Bearer ${token}`, 'Client-Authorization': CLIENT_AUTH };
  const detail = (await (
    await request.post(`${site.url}/api/order/detail`, { headers, form: { orderId: String(orderId) } })
  ).json()) as { data: { bills: { items: { periodNo: number; dueDate: string }[] } } };
  const due = detail.data.bills.items.find((b) => b.periodNo === 2)?.dueDate ?? '';
  expect(due).not.toBe('');
  // The review and shipping news is read already: the reminder is the only unread message.
  await request.post(`${site.url}/api/message/read`, { headers, data: { all: true } });

  // An hour into the reminder day (China time), by the server clock.
  const reminderAt = Date.parse(`${due}T01:00:00+08:00`) - reminders.dueSoonDays * DAY;
  const clock = await request.post(`${site.url}/__control/clock`, { data: { advanceMs: 0 } });
  const { data } = (await clock.json()) as { data: { now: string } };
  await request.post(`${site.url}/__control/clock`, { data: { advanceMs: reminderAt - Date.parse(data.now) } });
  // A month on, the old session has ended: the renter is logged in again.
  const fresh = await walletToken(request, site.url);
  await page.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), fresh);

  await open('pages/user/user');
  const entry = page.getByRole('link', { name: /^消息中心\s*1 条未读$/ });
  await expect(entry).toBeVisible();
  await entry.click();

  await expect(page.getByText('提醒已开启')).toBeVisible();
  const list = page.getByRole('list', { name: '消息列表' });
  const reminder = list.getByRole('link', { name: /账单即将到期/ });
  await expect(reminder).toContainText('未读');
  await expect(reminder).toContainText(/第2\/\d+期租金 ¥\d+\.\d{2} 将于 \d{4}年\d{1,2}月\d{1,2}日 到期/);
  const marked = page.waitForResponse((res) => res.url().includes('/api/message/read'));
  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderId=${orderId}$`));
  await marked;

  await open('pages/user/user');
  await expect(page.getByRole('link', { name: '消息中心', exact: true })).toBeVisible();
});
