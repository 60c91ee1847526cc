import { MESSAGE_TEMPLATE_IDS } from '../data/message-templates';
import { RULES } from '../data/rental-rules';
import type { OrderEventKey } from '../i18n/order-messages';
import { orderState } from '../state/order-store';
import { orderDetail, orderIn } from '../testing/payment-fixtures';
import { renterSession } from '../testing/renter-session';

interface Message {
  id: string;
  kind: string;
  orderId: number;
  title: string;
  body: string;
  at: string;
  read: boolean;
}
interface Page {
  list: Message[];
  total: number;
  unread: number;
  subscribed: boolean | null;
  templates: string[];
}
interface Detail {
  rentEndAt: string;
  bills: { items: { id: number; periodNo: number; dueDate: string; status: string }[] };
}

const DAY = 86_400_000;
const BILL_KINDS = ['dueSoon', 'dueToday', 'overdue'];
/** The reminders of one rent row. */
const ofRow = (rowId: number) => (m: Message) => BILL_KINDS.includes(m.kind) && m.id.endsWith(`:${rowId}`);
const s = renterSession();

const list = async (token = s.token, query = '', lang?: string) => {
  const res = await s.t.api<Page>(`/api/message/list${query}`, { token, lang });
  if (!res.success) throw new Error(res.msg);
  return res.data;
};
const kinds = async (token = s.token) => (await list(token)).list.map((m) => m.kind);
const unread = async (token = s.token) =>
  (await s.t.api<{ count: number }>('/api/message/unread', { token })).data.count;
const read = (json: unknown, token = s.token) =>
  s.t.api<{ marked: number; unread: number }>('/api/message/read', { token, json });

/** Moves the server clock to `target` (server time, ms) and logs in again, as a session ends with time. */
async function clockTo(target: number): Promise<void> {
  const { now } = await s.t.control<{ now: string }>('POST', 'clock', { advanceMs: 0 });
  await s.t.control('POST', 'clock', { advanceMs: Math.max(0, target - Date.parse(now)) });
  s.token = await s.t.login();
}

/** The start of a China calendar day, `days` later. */
const chinaDayStart = (day: string, days = 0) => Date.parse(`${day}T00:00:00+08:00`) + days * DAY;

async function secondRow(orderId: number) {
  const detail = (await orderDetail(s.t, s.token, orderId)) as unknown as Detail;
  const row = detail.bills.items.find((b) => b.periodNo === 2);
  if (!row) throw new Error('no second row');
  return { row, detail };
}

test('every message call needs a login', async () => {
  for (const [path, json] of [
    ['/api/message/list', undefined],
    ['/api/message/unread', undefined],
    ['/api/message/read', { all: true }],
    ['/api/message/subscription', { granted: true }],
  ] as const) {
    const res = await s.t.api(path, json === undefined ? {} : { json });
    expect([path, res.code]).toEqual([path, 401]);
  }
});

test('review and shipping events are messages at once, newest first, linked to their order', async () => {
  expect(await list()).toMatchObject({ list: [], total: 0, unread: 0 });
  const orderId = await orderIn(s.t, s.token, 'SHIPPED');
  const page = await list(s.token, '', 'en');
  expect(page.list.map((m) => [m.kind, m.orderId, m.read])).toEqual([
    ['shipped', orderId, false],
    ['approved', orderId, false],
  ]);
  expect(page.list[0]?.title).toBe('Order shipped');
  expect(page.list[0]?.body).toContain('iPhone');
  expect(page.unread).toBe(2);
  expect(await unread()).toBe(2);
});

test('a refused order tells the renter so', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_REVIEW');
  expect(await kinds()).toEqual([]);
  await s.t.control('POST', `orders/${orderId}/reject`, {});
  const [message] = (await list()).list;
  expect(message).toMatchObject({ kind: 'rejected', orderId, title: '审核未通过' });
});

test('a rent row reminds before it is due, on the day and after it, each exactly when the clock says', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const { row } = await secondRow(orderId);
  const rowKinds = async () => (await list()).list.filter(ofRow(row.id)).map((m) => m.kind);
  const soon = chinaDayStart(row.dueDate, -RULES.reminders.dueSoonDays);

  await clockTo(soon - 60_000);
  expect(await rowKinds()).toEqual([]);
  const before = await unread();
  await clockTo(soon + 60_000);
  expect(await rowKinds()).toEqual(['dueSoon']);
  expect(await unread()).toBe(before + 1);
  const [reminder] = (await list(s.token, '', 'en')).list;
  expect(reminder).toMatchObject({ kind: 'dueSoon', orderId, at: new Date(soon).toISOString() });
  expect(reminder?.body).toMatch(/^Installment 2\/\d+ of .+, ¥[\d,]+\.\d\d, is due on \w+ \d+, \d{4}\.$/);

  await clockTo(chinaDayStart(row.dueDate) - 60_000);
  expect(await rowKinds()).toEqual(['dueSoon']);
  await clockTo(chinaDayStart(row.dueDate) + 60_000);
  expect(await rowKinds()).toEqual(['dueToday', 'dueSoon']);
  await clockTo(chinaDayStart(row.dueDate, 1) + 60_000);
  expect(await rowKinds()).toEqual(['overdue', 'dueToday', 'dueSoon']);
});

test('a row paid before its reminder never reminds', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const { row } = await secondRow(orderId);
  const trade = await s.t.api<{ tradeNo: string }>('/api/order/footPay', {
    token: s.token,
    form: { orderId: String(orderId), billIds: String(row.id), requestKey: `pay-${Math.random()}` },
  });
  await s.t.api('/api/order/pay', { token: s.token, form: { tradeNo: trade.data.tradeNo, resultCode: '9000' } });
  expect((await secondRow(orderId)).row.status).toBe('paid');
  await clockTo(chinaDayStart(row.dueDate, 2));
  expect((await list()).list.filter(ofRow(row.id))).toEqual([]);
});

test('the end of the term is news once its window opens, not before', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const { detail } = await secondRow(orderId);
  const opens = Date.parse(detail.rentEndAt) - RULES.renewal.windowDays * DAY;
  await clockTo(opens - 60_000);
  expect(await kinds()).not.toContain('termEnding');
  await clockTo(opens + 60_000);
  const page = await list();
  const ending = page.list.filter((m) => m.kind === 'termEnding');
  expect(ending.map((m) => [m.orderId, m.at])).toEqual([[orderId, new Date(opens).toISOString()]]);
});

test('a failed automatic debit is a message, by its event key, with the row and the amount', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const order = orderState(s.t.server.context.store).orders.get(orderId);
  if (!order) throw new Error('no order');
  // The event as the automatic debit records it; the key may not be in this tree's event list yet.
  const at = s.t.server.context.clock.now();
  order.events.push({ key: 'debitFailed' as OrderEventKey, at, vars: { periodNo: 2, amount: 12_345 } });
  const [message] = (await list(s.token, '', 'en')).list;
  expect(message).toMatchObject({ kind: 'debitFailed', orderId, title: 'Payment failed' });
  expect(message?.body).toMatch(/^Installment 2 of .+, ¥123\.45, could not be collected\./);
});

test('messages are read one by one or all at once, and the count follows', async () => {
  await orderIn(s.t, s.token, 'SHIPPED');
  const [first, second] = (await list()).list;
  if (!first || !second) throw new Error('two messages expected');
  expect(await read({ ids: [first.id] })).toMatchObject({ data: { marked: 1, unread: 1 } });
  expect((await list()).list.map((m) => m.read)).toEqual([true, false]);
  expect(await unread()).toBe(1);
  expect((await read({ ids: 'nope' })).code).toBe(400);
  expect(await read({ all: true })).toMatchObject({ data: { unread: 0 } });
  expect(await unread()).toBe(0);
});

test('another renter never sees nor marks my messages', async () => {
  await orderIn(s.t, s.token, 'SHIPPED');
  const mine = (await list()).list.map((m) => m.id);
  const other = await s.t.login('2088000000000777');
  expect(await list(other)).toMatchObject({ list: [], total: 0, unread: 0 });
  expect(await read({ ids: mine }, other)).toMatchObject({ data: { marked: 0, unread: 0 } });
  expect(await unread()).toBe(mine.length);
});

test('the list pages, and a reset forgets what was read', async () => {
  await orderIn(s.t, s.token, 'SHIPPED');
  const one = await list(s.token, '?page=2&size=1');
  expect(one.list.map((m) => m.kind)).toEqual(['approved']);
  expect(one.total).toBe(2);
  expect((await s.t.api('/api/message/list?size=0', { token: s.token })).code).toBe(400);
  await read({ all: true });
  await s.t.control('POST', 'reset');
  const token = await s.t.login();
  await orderIn(s.t, token, 'SHIPPED');
  expect(await unread(token)).toBe(2);
});

test('the reminders consent is remembered per renter, for the templates the list names', async () => {
  expect((await list()).subscribed).toBeNull();
  expect((await list()).templates).toEqual(MESSAGE_TEMPLATE_IDS);
  const res = await s.t.api<{ subscribed: boolean }>('/api/message/subscription', {
    token: s.token,
    json: { granted: true },
  });
  expect(res.data.subscribed).toBe(true);
  expect((await list()).subscribed).toBe(true);
  expect((await list(await s.t.login('2088000000000777'))).subscribed).toBeNull();
  expect((await s.t.api('/api/message/subscription', { token: s.token, json: { granted: 'maybe' } })).code).toBe(400);
});

test('the simulated wallet grants only the templates the back end registered', async () => {
  const ask = (templateIds: string) =>
    s.t.surface('/wallet-sim/subscribe', { method: 'POST', body: JSON.stringify({ templateIds }) });
  expect((await ask(MESSAGE_TEMPLATE_IDS.join(','))).status).toBe(200);
  const refused = await ask(`${MESSAGE_TEMPLATE_IDS[0]},orderProgress`);
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain('unknown message template: orderProgress');
  expect((await ask('')).status).toBe(400);
});
