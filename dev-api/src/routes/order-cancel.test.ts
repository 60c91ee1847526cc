import { CANCEL_RULES } from '../data/rental-rules';
import { bindCard, orderIn, type TradeView } from '../testing/payment-fixtures';
import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';

interface RefundView {
  refundNo: string;
  billId: number;
  amount: number;
  channel: string;
  bankName: string | null;
  last4: string | null;
  status: string;
  requestedAt: string;
  expectedAt: string;
  refundedAt: string | null;
}
interface Detail {
  status: string;
  explanation: string;
  actions: string[];
  amount: { frozen: number };
  cancellation: {
    reason: string;
    fromStatus: string;
    refundTotal: number;
    refunds: RefundView[];
    deposit: { frozen: number; status: string; releasedAt: string | null };
  } | null;
  bills: {
    paid: number;
    unpaid: number;
    refunded: number;
    items: { id: number; status: string; paidAmount: number; payChannel: string | null }[];
    refunds: {
      kind: string;
      billId: number;
      amount: number;
      channel: string;
      status: string;
      refundedAt: string | null;
    }[];
  };
  settlement: { paid: number; refunded: number; outstanding: number; freezeReleasedAt: string | null } | null;
}
interface Quote {
  refundTotal: number;
  refunds: { billId: number; amount: number; channel: string; bankName: string | null; last4: string | null }[];
  frozen: number;
  refundMinutes: number;
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
const post = <T>(path: string, form: Record<string, string>, as = token, lang?: string): Promise<Envelope<T>> =>
  t.api<T>(path, { token: as, form, lang });
const data = <T>(res: Envelope<T>): T => {
  if (!res.success) throw new Error(`${res.code} ${res.msg}`);
  return res.data;
};
const detail = async (orderId: number, lang?: string) =>
  data(await post<Detail>('/api/order/detail', { orderId: String(orderId) }, token, lang));
const quote = (orderId: number, as = token) => post<Quote>('/api/order/cancel/quote', { orderId: String(orderId) }, as);
const cancel = (orderId: number, as = token, lang?: string) =>
  post<Detail>('/api/order/cancle', { orderId: String(orderId), reason: '不想租了' }, as, lang);
const advanceMinutes = (minutes: number) => t.control('POST', 'clock', { advanceMs: minutes * 60_000 });

/** An order whose first installment was paid through the wallet: it waits for the merchant to ship. */
async function paidByWallet(): Promise<{ orderId: number; paid: number }> {
  const orderId = await orderIn(t, token, 'PENDING_PAY');
  const trade = data(
    await post<TradeView>('/api/order/createPay', { orderId: String(orderId), requestKey: `c-${++keySeq}` }),
  );
  data(await post<TradeView>('/api/order/pay', { tradeNo: trade.tradeNo, resultCode: '9000' }));
  return { orderId, paid: trade.amount };
}

/** The same, paid with a bound ICBC card (text code and all). */
async function paidByCard(): Promise<{ orderId: number; paid: number }> {
  const orderId = await orderIn(t, token, 'PENDING_PAY');
  const cardId = await bindCard(t, token);
  const trade = data(
    await post<TradeView>('/api/order/createPay', { orderId: String(orderId), requestKey: `c-${++keySeq}` }),
  );
  data(await t.api('/api/unionpay/createOrder', { token, json: { tradeNo: trade.tradeNo, cardId } }));
  data(await post('/api/unionpay/sendSMS', { tradeNo: trade.tradeNo }));
  const { code } = await t.control<{ code: string }>('GET', 'payments/sms?mobile=13700001111');
  data(await post<TradeView>('/api/unionpay/pay', { tradeNo: trade.tradeNo, code }));
  return { orderId, paid: trade.amount };
}

describe('cancel before shipping', () => {
  test('a paid order offers cancel; the quote says what goes back, where, and in how long', async () => {
    const { orderId, paid } = await paidByWallet();
    const before = await detail(orderId);
    expect(before.status).toBe('PENDING_SHIP');
    expect(before.actions).toContain('cancel');
    const q = data(await quote(orderId));
    expect(q).toEqual({
      refundTotal: paid,
      refunds: [expect.objectContaining({ amount: paid, channel: 'wallet', bankName: null, last4: null })],
      frozen: before.amount.frozen,
      refundMinutes: CANCEL_RULES.refundMinutes,
    });
    // The quote changes nothing.
    expect((await detail(orderId)).status).toBe('PENDING_SHIP');
  });

  test('wallet: refunded to the wallet, processing until the clock passes the rule, the freeze released at once', async () => {
    const { orderId, paid } = await paidByWallet();
    const frozen = (await detail(orderId)).amount.frozen;
    const done = data(await cancel(orderId));
    expect(done.status).toBe('CANCELLED');
    expect(done.actions).toEqual([]);
    const c = done.cancellation;
    expect(c).toMatchObject({ reason: '不想租了', fromStatus: 'PENDING_SHIP', refundTotal: paid });
    expect(c?.refunds).toEqual([
      expect.objectContaining({ amount: paid, channel: 'wallet', status: 'processing', refundedAt: null }),
    ]);
    const refund = c?.refunds[0];
    expect(Date.parse(refund?.expectedAt ?? '') - Date.parse(refund?.requestedAt ?? '')).toBe(
      CANCEL_RULES.refundMinutes * 60_000,
    );
    expect(c?.deposit).toMatchObject({ frozen, status: 'released' });
    expect(c?.deposit.releasedAt).toBe(refund?.requestedAt);
    expect(done.explanation).toContain(`${CANCEL_RULES.refundMinutes} 分钟内到账`);

    await advanceMinutes(CANCEL_RULES.refundMinutes - 1);
    expect((await detail(orderId)).cancellation?.refunds[0]?.status).toBe('processing');
    await advanceMinutes(1);
    const later = await detail(orderId);
    expect(later.cancellation?.refunds[0]).toMatchObject({ status: 'refunded', refundedAt: refund?.expectedAt });
    expect(later.bills.refunds[0]).toMatchObject({ status: 'refunded' });
    expect(later.explanation).toMatch(/已原路退回/);
    expect((await detail(orderId, 'en')).explanation).toMatch(/is back where it came from/);
  });

  test('card: refunded to the same bound card, named by bank and last digits', async () => {
    const { orderId, paid } = await paidByCard();
    const q = data(await quote(orderId));
    expect(q.refunds).toEqual([
      expect.objectContaining({
        amount: paid,
        channel: 'card',
        bankName: '中国工商银行',
        last4: expect.stringMatching(/^\d{4}$/),
      }),
    ]);
    const done = data(await cancel(orderId));
    expect(done.cancellation?.refunds).toEqual([
      expect.objectContaining({ amount: paid, channel: 'card', bankName: '中国工商银行', last4: q.refunds[0]?.last4 }),
    ]);
    expect(done.bills.refunds).toEqual([expect.objectContaining({ channel: 'card', amount: -paid })]);
  });

  test('the bill lines net to zero: the paid row stays listed beside its refund line', async () => {
    const { orderId, paid } = await paidByWallet();
    const done = data(await cancel(orderId));
    const { bills, settlement } = done;
    expect(bills.items).toEqual([expect.objectContaining({ status: 'paid', paidAmount: paid, payChannel: 'wallet' })]);
    expect(bills.refunds).toEqual([
      expect.objectContaining({ kind: 'refund', billId: bills.items[0]?.id, amount: -paid, status: 'processing' }),
    ]);
    expect(bills).toMatchObject({ paid, unpaid: 0, refunded: paid });
    const net = bills.items.reduce((s, b) => s + b.paidAmount, 0) + bills.refunds.reduce((s, r) => s + r.amount, 0);
    expect(net).toBe(0);
    expect(settlement).toMatchObject({ paid, refunded: paid, outstanding: 0 });
  });

  test('an unpaid order cancels with nothing to refund and no refund lines', async () => {
    const orderId = await orderIn(t, token, 'PENDING_PAY');
    expect(data(await quote(orderId))).toMatchObject({ refundTotal: 0, refunds: [] });
    const done = data(await cancel(orderId));
    expect(done.bills).toMatchObject({ paid: 0, refunded: 0, items: [], refunds: [] });
    expect(done.cancellation).toMatchObject({ fromStatus: 'PENDING_PAY', refunds: [] });
    expect(done.explanation).toBe('订单已取消');
  });

  test('refused once shipped, with the catalogue message, and nothing changes', async () => {
    const orderId = await orderIn(t, token, 'SHIPPED');
    const refused = {
      success: false,
      code: 409,
      msg: '订单当前状态为「待收货」，无法取消订单',
      data: { status: 'SHIPPED' },
    };
    expect(await quote(orderId)).toEqual(refused);
    expect(await cancel(orderId)).toEqual(refused);
    const after = await detail(orderId);
    expect(after.status).toBe('SHIPPED');
    expect(after.cancellation).toBeNull();
    expect(after.actions).not.toContain('cancel');
  });

  test("another user's order: 404 as if absent, and the renter's order is untouched", async () => {
    const { orderId } = await paidByWallet();
    const other = await t.login('2088000000009999');
    const absent = { success: false, code: 404, msg: '订单不存在', data: null };
    expect(await quote(orderId, other)).toEqual(absent);
    expect(await cancel(orderId, other)).toEqual(absent);
    const after = await detail(orderId);
    expect(after.status).toBe('PENDING_SHIP');
    expect(after.cancellation).toBeNull();
  });

  test('a second cancel (a retry after a lost answer) answers the same order and refunds nothing twice', async () => {
    const { orderId, paid } = await paidByWallet();
    const first = data(await cancel(orderId));
    const again = data(await cancel(orderId));
    expect(again).toEqual(first);
    expect(again.cancellation?.refunds).toHaveLength(1);
    expect(again.bills.refunded).toBe(paid);
    // The merchant cannot ship it any more.
    await expect(t.control('POST', `orders/${orderId}/ship`, {})).rejects.toThrow(/409/);
  });
});
