import { PLATFORM } from '../data/home-banners';
import { orderDetail, orderIn, type TradeView } from '../testing/payment-fixtures';
import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';

interface FirstPayList {
  kind: string;
  amount: number;
  items: { id: number; periodNo: number }[];
  breakdown: { key: string; label: string; amount: number }[];
  openTrade: { tradeNo: string; status: string } | null;
}
interface FootPayList {
  items: { id: number; periodNo: number; status: string; amount: number; overdueFee: number; payable: number }[];
  totals: { amount: number; overdueFee: number; payable: number };
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.control('POST', 'reset');
  token = await t.login();
});

let keySeq = 0;
const key = (): string => `pay-${++keySeq}`;
const post = <T>(path: string, form: Record<string, string>, lang?: string): Promise<Envelope<T>> =>
  t.api<T>(path, { token, form, lang });
const data = <T>(res: Envelope<T>): T => {
  if (!res.success) throw new Error(res.msg);
  return res.data;
};

const createPay = (orderId: number, requestKey = key()) =>
  post<TradeView>('/api/order/createPay', { orderId: String(orderId), requestKey });
const footPay = (orderId: number, billIds: number[], requestKey = key()) =>
  post<TradeView>('/api/order/footPay', { orderId: String(orderId), billIds: billIds.join(','), requestKey });
const report = (tradeNo: string, resultCode: string, lang?: string) =>
  post<TradeView>('/api/order/pay', { tradeNo, resultCode }, lang);
const status = (tradeNo: string) => t.api<TradeView>(`/api/order/v2/pay/status?tradeNo=${tradeNo}`, { token });
const steer = (body: Record<string, unknown>) => t.control('POST', 'payments', body);
const walletSimPay = (tradeNo: string) =>
  t.surface(`/wallet-sim/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tradeNo }),
  });
const rowIds = async (orderId: number) => (await orderDetail(t, token, orderId)).bills.items.map((b) => b.id);

describe('first installment through the wallet', () => {
  test('lists row 1 with its breakdown, pays it once, and the order moves to PENDING_SHIP', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const list = data(await post<FirstPayList>('/api/order/v2/firstPayList', { orderId: String(orderId) }, 'en'));
    expect(list).toMatchObject({ kind: 'first', openTrade: null, items: [{ periodNo: 1 }] });
    expect(list.breakdown.map((l) => l.label)).toEqual(expect.arrayContaining(['Rent', 'Services']));
    expect(list.breakdown.reduce((sum, l) => sum + l.amount, 0)).toBe(list.amount);

    const trade = data(await createPay(orderId));
    expect(trade).toMatchObject({ status: 'WAIT', kind: 'first', amount: list.amount, channel: null });
    expect((await orderDetail(t, token, orderId)).bills.items[0]?.status).toBe('paying');
    const again = data(await post<FirstPayList>('/api/order/v2/firstPayList', { orderId: String(orderId) }));
    expect(again.openTrade).toEqual({ tradeNo: trade.tradeNo, status: 'WAIT' });

    expect(data(await report(trade.tradeNo, '9000'))).toMatchObject({ status: 'SUCCESS', channel: 'wallet' });
    const detail = await orderDetail(t, token, orderId);
    expect(detail.status).toBe('PENDING_SHIP');
    expect(detail.bills.items[0]).toMatchObject({ status: 'paid', paidAmount: trade.amount, payChannel: 'wallet' });
  });

  test('the same request key answers the first trade, and reporting twice charges once', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const first = data(await createPay(orderId, 'same-key'));
    expect(data(await createPay(orderId, 'same-key')).tradeNo).toBe(first.tradeNo);
    data(await report(first.tradeNo, '9000'));
    const repeat = data(await report(first.tradeNo, '9000'));
    expect(repeat).toMatchObject({ tradeNo: first.tradeNo, status: 'SUCCESS' });
    // After the trade settled, the key still answers it instead of refusing or opening a new one.
    expect(data(await createPay(orderId, 'same-key'))).toMatchObject({ tradeNo: first.tradeNo, status: 'SUCCESS' });
    const row = (await orderDetail(t, token, orderId)).bills.items[0];
    expect(row?.paidAmount).toBe(first.amount);
    const trades = await t.control<{ trades: unknown[] }>('GET', 'payments');
    expect(trades.trades).toHaveLength(1);
  });

  test('an already-paid order is refused with a clear message', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    data(await report(data(await createPay(orderId)).tradeNo, '9000'));
    const list = await post('/api/order/v2/firstPayList', { orderId: String(orderId) });
    expect(list).toMatchObject({ success: false, code: 409, msg: '该订单无需支付' });
    expect(await createPay(orderId)).toMatchObject({ success: false, code: 409, msg: '该订单无需支付' });
  });

  test('a cancelled wallet payment leaves the bill payable, and a new trade pays it', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const trade = data(await createPay(orderId));
    const cancelled = data(await report(trade.tradeNo, '6001', 'en'));
    expect(cancelled).toMatchObject({
      status: 'CLOSED',
      failCode: 'cancelled',
      failReason: 'You cancelled the payment',
    });
    const detail = await orderDetail(t, token, orderId);
    expect(detail.status).toBe('PENDING_PAY');
    expect(detail.bills.items[0]?.status).toBe('unpaid');
    const retry = data(await createPay(orderId));
    expect(retry.tradeNo).not.toBe(trade.tradeNo);
    expect(data(await report(retry.tradeNo, '9000')).status).toBe('SUCCESS');
  });

  test('a failed wallet payment (4000, 6002) gives the row back', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    expect(data(await report(data(await createPay(orderId)).tradeNo, '4000'))).toMatchObject({ status: 'FAILED' });
    expect(data(await report(data(await createPay(orderId)).tradeNo, '6002'))).toMatchObject({
      status: 'FAILED',
      failCode: 'network',
    });
    expect((await orderDetail(t, token, orderId)).bills.items[0]?.status).toBe('unpaid');
  });

  test("the wallet simulator's recorded result wins over what the client reports", async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const cancelled = data(await createPay(orderId));
    await t.control('POST', 'wallet', { action: 'pay', resultCode: '6001', times: 1 });
    await walletSimPay(cancelled.tradeNo);
    expect(data(await report(cancelled.tradeNo, '9000')).status).toBe('CLOSED');
    expect((await orderDetail(t, token, orderId)).status).toBe('PENDING_PAY');

    const paid = data(await createPay(orderId));
    await walletSimPay(paid.tradeNo);
    expect(data(await report(paid.tradeNo, '6002')).status).toBe('SUCCESS');
    expect((await orderDetail(t, token, orderId)).status).toBe('PENDING_SHIP');
  });

  test('a paid trade the client never reported is settled from the record when read', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const trade = data(await createPay(orderId));
    await walletSimPay(trade.tradeNo);
    expect(data(await status(trade.tradeNo)).status).toBe('SUCCESS');
    expect((await orderDetail(t, token, orderId)).status).toBe('PENDING_SHIP');
  });

  test('a new trade replaces an unpaid one for the same row; an unpaid trade closes after 30 minutes', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const old = data(await createPay(orderId));
    const fresh = data(await createPay(orderId));
    expect(data(await status(old.tradeNo))).toMatchObject({ status: 'CLOSED', failCode: 'replaced' });
    expect((await orderDetail(t, token, orderId)).bills.items[0]?.status).toBe('paying');
    await t.control('POST', 'clock', { advanceMs: 31 * 60_000 });
    expect(data(await status(fresh.tradeNo))).toMatchObject({ status: 'CLOSED', failCode: 'expired' });
    expect((await orderDetail(t, token, orderId)).bills.items[0]?.status).toBe('unpaid');
  });
});

test('the control shortcut markFirstPaid closes an unpaid trade, so it can never charge afterwards', async () => {
  const orderId = await orderIn(t, token, 'PENDING_PAY');
  const trade = data(await createPay(orderId));
  await t.control('POST', `orders/${orderId}/markFirstPaid`, {});
  expect(data(await report(trade.tradeNo, '9000'))).toMatchObject({ status: 'CLOSED', failCode: 'replaced' });
  const detail = await orderDetail(t, token, orderId);
  expect(detail.status).toBe('PENDING_SHIP');
  expect(detail.bills.items[0]?.payChannel).toBe('control');
});

describe('steering and unknown outcomes', () => {
  test('processing then success: PROCESSING for the steered polls, then SUCCESS and the order moves', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    await steer({ outcome: 'processingThenSuccess', polls: 2 });
    const trade = data(await createPay(orderId));
    expect(data(await report(trade.tradeNo, '9000')).status).toBe('PROCESSING');
    expect(data(await status(trade.tradeNo)).status).toBe('PROCESSING');
    expect(data(await status(trade.tradeNo)).status).toBe('PROCESSING');
    expect((await orderDetail(t, token, orderId)).status).toBe('PENDING_PAY');
    const done = data(await status(trade.tradeNo));
    expect(done.status).toBe('SUCCESS');
    expect(done.paidAt).not.toBeNull();
    expect((await orderDetail(t, token, orderId)).status).toBe('PENDING_SHIP');
  });

  test('8000/6004 are unknown: PROCESSING until a status call reveals the steered end', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const trade = data(await createPay(orderId));
    expect(data(await report(trade.tradeNo, '8000')).status).toBe('PROCESSING');
    // The row is held while the outcome is unknown: nobody can pay it twice meanwhile.
    expect(await createPay(orderId)).toMatchObject({
      success: false,
      code: 409,
      msg: '该账单正在支付中，请稍后查看结果',
    });
    expect(data(await status(trade.tradeNo)).status).toBe('SUCCESS');

    const second = await orderIn(t, token, 'PENDING_PAY');
    await steer({ outcome: 'fail' });
    const failing = data(await createPay(second));
    expect(data(await report(failing.tradeNo, '6004')).status).toBe('PROCESSING');
    expect(data(await status(failing.tradeNo)).status).toBe('FAILED');
    expect((await orderDetail(t, token, second)).bills.items[0]?.status).toBe('unpaid');
  });

  test('fail steering fails the trade with a localized reason; the next trade succeeds again', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    await steer({ outcome: 'fail' });
    const failed = data(await report(data(await createPay(orderId)).tradeNo, '9000', 'en'));
    expect(failed).toMatchObject({ status: 'FAILED', failReason: 'The payment failed, please try again later' });
    expect(data(await report(data(await createPay(orderId)).tradeNo, '9000')).status).toBe('SUCCESS');
  });

  test('processing waits until the control surface settles it', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    await steer({ outcome: 'processing' });
    const trade = data(await createPay(orderId));
    data(await report(trade.tradeNo, '9000'));
    for (let i = 0; i < 4; i++) expect(data(await status(trade.tradeNo)).status).toBe('PROCESSING');
    await t.control('POST', `payments/${trade.tradeNo}/settle`, { outcome: 'success' });
    expect(data(await status(trade.tradeNo)).status).toBe('SUCCESS');
  });
});

describe('later installments', () => {
  test('pays the oldest rows; row twice and out of order are refused', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    const list = data(await post<FootPayList>('/api/order/footPayList', { orderId: String(orderId) }));
    expect(list.items.map((b) => b.periodNo)).toEqual([2, 3, 4, 5, 6]);
    const [row2, row3, row4] = list.items;
    if (!row2 || !row3 || !row4) throw new Error('rows missing');

    expect(await footPay(orderId, [row3.id])).toMatchObject({
      success: false,
      code: 409,
      msg: '请先支付更早的账单',
    });
    expect(await footPay(orderId, [row2.id, row4.id])).toMatchObject({ success: false, code: 409 });
    const trade = data(await footPay(orderId, [row3.id, row2.id]));
    expect(trade).toMatchObject({ kind: 'installment', billIds: [row2.id, row3.id] });
    expect(data(await report(trade.tradeNo, '9000')).status).toBe('SUCCESS');
    expect(await footPay(orderId, [row2.id])).toMatchObject({ success: false, code: 409, msg: '该账单已支付' });
    const after = data(await post<FootPayList>('/api/order/footPayList', { orderId: String(orderId) }));
    expect(after.items.map((b) => b.periodNo)).toEqual([4, 5, 6]);
    expect(await footPay(orderId, [999999])).toMatchObject({ success: false, code: 400 });
  });

  test('late fees count in the totals; paying the overdue row clears the overdue flag', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    await t.control('POST', `orders/${orderId}/overdue`, { days: 10 });
    const list = data(await post<FootPayList>('/api/order/footPayList', { orderId: String(orderId) }));
    const row2 = list.items[0];
    if (!row2) throw new Error('no row 2');
    expect(row2).toMatchObject({ periodNo: 2, status: 'overdue' });
    expect(row2.overdueFee).toBeGreaterThan(0);
    expect(list.totals.overdueFee).toBe(row2.overdueFee);
    expect(list.totals.payable).toBe(list.totals.amount + row2.overdueFee);
    expect((await orderDetail(t, token, orderId)).overdue).toBe(true);

    // A failed attempt gives the row back as overdue, not as merely unpaid.
    await steer({ outcome: 'fail' });
    data(await report(data(await footPay(orderId, [row2.id])).tradeNo, '9000'));
    expect((await orderDetail(t, token, orderId)).bills.items[1]?.status).toBe('overdue');

    const trade = data(await footPay(orderId, [row2.id]));
    expect(trade.amount).toBe(row2.amount + row2.overdueFee);
    expect(row2.payable).toBe(trade.amount);
    data(await report(trade.tradeNo, '9000'));
    const detail = await orderDetail(t, token, orderId);
    expect(detail.overdue).toBe(false);
    expect(detail.bills.items[1]).toMatchObject({ status: 'paid', paidAmount: trade.amount });
  });

  test('an order before its first installment has no later installments to pay', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const list = data(await post<FootPayList>('/api/order/footPayList', { orderId: String(orderId) }));
    expect(list.items).toEqual([]);
    const ids = await rowIds(orderId);
    expect(await footPay(orderId, ids.slice(1, 2))).toMatchObject({ success: false, code: 409 });
  });
});

describe('buyout', () => {
  test('the buyout row is paid through firstPayList and the order is BOUGHT_OUT', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    data(await post('/api/order/apply/buyout', { orderId: String(orderId) }));
    const list = data(await post<FirstPayList>('/api/order/v2/firstPayList', { orderId: String(orderId) }, 'en'));
    expect(list.kind).toBe('buyout');
    expect(list.breakdown.map((l) => l.key)).toEqual([
      'totalRent',
      'buyoutPrice',
      'couponDiscount',
      'lateFees',
      'rentPaid',
    ]);
    expect(list.breakdown.reduce((sum, l) => sum + l.amount, 0)).toBe(list.amount);
    const trade = data(await createPay(orderId));
    expect(trade).toMatchObject({ kind: 'buyout', amount: list.amount });
    data(await report(trade.tradeNo, '9000'));
    expect((await orderDetail(t, token, orderId)).status).toBe('BOUGHT_OUT');
  });

  test('applying for a buyout closes an unpaid installment trade; an unknown outcome holds the buyout back', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    const row2 = (await rowIds(orderId))[1] ?? 0;
    const waiting = data(await footPay(orderId, [row2]));
    data(await post('/api/order/apply/buyout', { orderId: String(orderId) }));
    expect(data(await status(waiting.tradeNo))).toMatchObject({ status: 'CLOSED', failCode: 'replaced' });

    const other = await orderIn(t, token, 'IN_RENT');
    const trade = data(await footPay(other, [(await rowIds(other))[1] ?? 0]));
    expect(data(await report(trade.tradeNo, '8000')).status).toBe('PROCESSING');
    expect(await post('/api/order/apply/buyout', { orderId: String(other) })).toMatchObject({
      success: false,
      code: 409,
    });
    expect((await orderDetail(t, token, other)).status).toBe('IN_RENT');
  });
});

describe('ownership and parameters', () => {
  test("another user's trade and order answer 404", async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const trade = data(await createPay(orderId));
    const other = await t.login('2088000000009999');
    const asOther = (path: string, form: Record<string, string>) => t.api(path, { token: other, form });
    expect(await asOther('/api/order/pay', { tradeNo: trade.tradeNo, resultCode: '9000' })).toMatchObject({
      code: 404,
    });
    expect(await t.api(`/api/order/v2/pay/status?tradeNo=${trade.tradeNo}`, { token: other })).toMatchObject({
      code: 404,
    });
    expect(await asOther('/api/order/v2/firstPayList', { orderId: String(orderId) })).toMatchObject({ code: 404 });
    expect(await asOther('/api/order/createPay', { orderId: String(orderId), requestKey: 'x' })).toMatchObject({
      code: 404,
    });
    expect(data(await status(trade.tradeNo)).status).toBe('WAIT');
  });

  test('bad parameters name the parameter; a login is required', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    expect(await post('/api/order/createPay', { orderId: String(orderId) }, 'en')).toMatchObject({
      code: 400,
      msg: 'Invalid parameter: requestKey',
    });
    const trade = data(await createPay(orderId));
    expect(await report(trade.tradeNo, '1234', 'en')).toMatchObject({
      code: 400,
      msg: 'Invalid parameter: resultCode',
    });
    expect(await t.api('/api/order/v2/pay/status?tradeNo=x')).toMatchObject({ code: 401 });
  });

  test('test freeze of one fen only while testAuth is on', async () => {
    const res = data(
      await t.api<{ outOrderNo: string; amount: number; orderStr: string }>('/api/test/aliPayFreeze', { token }),
    );
    expect(res.amount).toBe(1);
    expect(res.orderStr).toContain(`out_order_no=${res.outOrderNo}`);
    expect(res.orderStr).toContain('amount=0.01');
    PLATFORM.features.testAuth = false;
    try {
      expect(await t.api('/api/test/aliPayFreeze', { token, lang: 'en' })).toMatchObject({
        success: false,
        code: 403,
        msg: 'Test authorization is turned off',
      });
    } finally {
      PLATFORM.features.testAuth = true;
    }
  });
});
