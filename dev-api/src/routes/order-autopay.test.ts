import { cardState } from '../state/cards';
import { bindCard, orderBody, orderIn } from '../testing/payment-fixtures';
import { ensureVerified } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';

interface Item {
  id: number;
  periodNo: number;
  dueDate: string;
  status: string;
  payChannel: string | null;
  autoDebitOn: string | null;
  debitFailed: boolean;
}
interface Detail {
  status: string;
  autopay: { enabled: boolean; method: string | null; cardId: number | null };
  bills: { items: Item[] };
}
interface Message {
  kind: string;
  orderId: number;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const s = renterSession();

const detail = async (orderId: number): Promise<Detail> => {
  const res = await s.t.api<Detail>('/api/order/detail', { token: s.token, form: { orderId: String(orderId) } });
  if (!res.success) throw new Error(res.msg);
  return res.data;
};
const setAutopay = (form: Record<string, string>) =>
  s.t.api<Detail['autopay']>('/api/order/autopay', { token: s.token, form });
const row2 = async (orderId: number): Promise<Item> => {
  const row = (await detail(orderId)).bills.items.find((b) => b.periodNo === 2);
  if (!row) throw new Error('no row 2');
  return row;
};

/** Moves the dev clock to a minute past the start (China time) of `day`, and logs in again. */
async function clockToDay(day: string, plusMs = 60_000): Promise<void> {
  const target = Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS + plusMs;
  const { now } = await s.t.control<{ now: string }>('POST', 'clock', { advanceMs: 0 });
  await s.t.control('POST', 'clock', { advanceMs: Math.max(0, target - Date.parse(now)) });
  s.token = await s.t.login();
}

async function inRentWithWalletDebit(): Promise<number> {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const on = await setAutopay({ orderId: String(orderId), enabled: 'true', method: 'wallet' });
  expect(on.data).toEqual({ enabled: true, method: 'wallet', cardId: null });
  return orderId;
}

test('placing without the choice leaves it off; placing with it sets it up', async () => {
  await ensureVerified(s.t, s.token);
  const { body } = await orderBody(s.t);
  const plain = await s.t.api<{ orderId: number }>('/api/order/place', {
    token: s.token,
    json: { ...body, requestKey: 'plain' },
  });
  const debited = await s.t.api<{ orderId: number }>('/api/order/place', {
    token: s.token,
    json: { ...body, requestKey: 'auto', autopay: { method: 'wallet' } },
  });
  expect((await detail(plain.data.orderId)).autopay.enabled).toBe(false);
  expect((await detail(debited.data.orderId)).autopay).toEqual({ enabled: true, method: 'wallet', cardId: null });
});

test('a row is debited when the clock reaches its due day, with the effects of a payment', async () => {
  const orderId = await inRentWithWalletDebit();
  const before = await row2(orderId);
  expect(before).toMatchObject({ status: 'unpaid', autoDebitOn: before.dueDate, debitFailed: false });
  await clockToDay(before.dueDate, -60_000);
  expect((await row2(orderId)).status).toBe('unpaid');
  await clockToDay(before.dueDate);
  const after = await row2(orderId);
  expect(after).toMatchObject({ status: 'paid', payChannel: 'wallet', autoDebitOn: null });
  const kinds = (await s.t.api<{ list: Message[] }>('/api/message/list', { token: s.token })).data.list.map(
    (m) => m.kind,
  );
  expect(kinds).not.toContain('dueToday');
  expect(kinds).not.toContain('debitFailed');
});

test('switched off, nothing is debited and the row is paid by hand', async () => {
  const orderId = await inRentWithWalletDebit();
  const off = await setAutopay({ orderId: String(orderId), enabled: 'false' });
  expect(off.data.enabled).toBe(false);
  const row = await row2(orderId);
  expect(row.autoDebitOn).toBeNull();
  await clockToDay(row.dueDate);
  expect((await row2(orderId)).status).toBe('unpaid');
});

test('a failed debit leaves a manual row and a debitFailed message', async () => {
  const orderId = await inRentWithWalletDebit();
  const failing = await s.t.control('POST', 'autopay/fail', { orderId });
  expect(failing).toMatchObject({ orderId, times: 1 });
  const row = await row2(orderId);
  await clockToDay(row.dueDate);
  expect(await row2(orderId)).toMatchObject({ status: 'unpaid', debitFailed: true, autoDebitOn: null });
  const list = (await s.t.api<{ list: Message[] }>('/api/message/list', { token: s.token })).data.list;
  expect(list.filter((m) => m.kind === 'debitFailed')).toEqual([expect.objectContaining({ orderId })]);
  // The failure was one attempt: the next row is debited again.
  const row3 = (await detail(orderId)).bills.items.find((b) => b.periodNo === 3);
  if (!row3) throw new Error('no row 3');
  await clockToDay(row3.dueDate);
  expect((await detail(orderId)).bills.items.find((b) => b.periodNo === 3)?.status).toBe('paid');
});

test('a card debit fails once the card is unbound', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const cardId = await bindCard(s.t, s.token);
  const on = await setAutopay({ orderId: String(orderId), enabled: 'true', method: 'card', cardId: String(cardId) });
  expect(on.data).toEqual({ enabled: true, method: 'card', cardId });
  const card = cardState(s.t.server.context.store).cards.find((c) => c.id === cardId);
  if (!card) throw new Error('no card');
  // Unbound behind the API's back: the route would also refuse while an order uses it.
  card.status = 'unbound';
  const row = await row2(orderId);
  await clockToDay(row.dueDate);
  expect(await row2(orderId)).toMatchObject({ status: 'unpaid', debitFailed: true });
});

test('bad switches are refused', async () => {
  const orderId = await orderIn(s.t, s.token, 'IN_RENT');
  const id = String(orderId);
  expect((await setAutopay({ orderId: id, enabled: 'maybe' })).code).toBe(400);
  // On with no method ever chosen: the method is required.
  expect((await setAutopay({ orderId: id, enabled: 'true' })).code).toBe(400);
  expect((await setAutopay({ orderId: id, enabled: 'true', method: 'cash' })).code).toBe(400);
  expect((await setAutopay({ orderId: id, enabled: 'true', method: 'card', cardId: '999' })).code).toBe(400);
  expect((await setAutopay({ orderId: '999999', enabled: 'true', method: 'wallet' })).code).toBe(404);
  await expect(s.t.control('POST', 'autopay/fail', {})).rejects.toThrow(/orderId or cardId/);
});
