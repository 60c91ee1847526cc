import { MONEY_NAMES, RULES } from '../data/rental-rules';
import { LANGS, tr } from '../i18n/lang';
import { orderIn } from '../testing/payment-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Bill {
  id: number;
  kind: string;
  status: string;
  amount: number;
  rentAmount: number;
  discountAmount: number;
  paidAmount: number;
  payable: number;
}
interface Detail {
  status: string;
  actions: string[];
  amount: Record<string, number>;
  bills: { paid: number; unpaid: number; items: Bill[] };
  settlement: { paid: number; outstanding: number; frozen: number; freezeReleasedAt: string | null } | null;
}
interface ReturnQuote {
  due: Bill[];
  dropped: Bill[];
  droppedRent: number;
  earlyReturnFee: number;
  total: number;
}
interface Quote {
  amount: number;
  breakdown: { key: string; label: string; amount: number }[];
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

const post = async <T>(path: string, form: Record<string, string>, lang?: string) =>
  t.api<T>(path, { form, token, lang });
const detail = async (orderId: number) => (await post<Detail>('/api/order/detail', { orderId: String(orderId) })).data;
const control = (orderId: number, action: string, body: unknown = {}) =>
  t.surface(`/__control/orders/${orderId}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function payRows(orderId: number, billIds: number[]) {
  const trade = await post<{ tradeNo: string }>('/api/order/footPay', {
    orderId: String(orderId),
    billIds: billIds.join(','),
    requestKey: `pay-${Math.random()}`,
  });
  await post('/api/order/pay', { tradeNo: trade.data.tradeNo, resultCode: '9000' });
}

describe('early return', () => {
  test('the quote says what stays owed, what is dropped and the fee; applying charges exactly that', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    const quote = (await post<ReturnQuote>('/api/order/return/quote', { orderId: String(orderId) })).data;
    expect(quote.due).toEqual([]);
    expect(quote.dropped).toHaveLength(5);
    const rent = quote.dropped.reduce((sum, b) => sum + b.rentAmount - b.discountAmount, 0);
    expect(quote.droppedRent).toBe(rent);
    expect(quote.earlyReturnFee).toBe(Math.round((rent * RULES.earlyReturn.feePercentOfRemainingRent) / 100));
    expect(quote.total).toBe(quote.earlyReturnFee);
    expect((await detail(orderId)).status).toBe('IN_RENT');

    const applied = await post<{ remainingAmount: number; remainingPeriods: number; earlyReturnFee: number }>(
      '/api/order/apply/return',
      { orderId: String(orderId), reason: '出国了' },
    );
    expect(applied.data).toMatchObject({ remainingAmount: quote.total, remainingPeriods: 1 });
    const after = await detail(orderId);
    expect(after.bills.items.map((b) => [b.kind, b.status])).toEqual([
      ['rent', 'paid'],
      ['returnFee', 'unpaid'],
    ]);
    expect(after.bills.unpaid).toBe(quote.total);
    expect(after.actions).toEqual(['returnShip', 'payBill', 'viewLogistics', 'viewContract', 'viewBills']);
  });

  test('after the term every unpaid row is due and there is no fee', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    await control(orderId, 'endTerm');
    const quote = (await post<ReturnQuote>('/api/order/return/quote', { orderId: String(orderId) })).data;
    expect(quote).toMatchObject({ dropped: [], earlyReturnFee: 0 });
    expect(quote.due).toHaveLength(5);
    expect(quote.total).toBe(quote.due.reduce((sum, b) => sum + b.payable, 0));
  });

  test('the order completes only once settled, then shows a settlement and owes nothing', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    const id = String(orderId);
    await post('/api/order/apply/return', { orderId: id, reason: '用不上了' });
    await post('/api/order/confirm/return', { orderId: id, expressCode: 'SF', trackingNo: 'SF1234567890123' });
    const shipped = (
      await post<Detail & { explanation: string; giveback: { expressCompany: string } }>('/api/order/detail', {
        orderId: id,
      })
    ).data;
    expect(shipped.explanation).toMatch(/^设备寄回途中/);
    expect(shipped.giveback.expressCompany).toBe('顺丰速运');
    const refused = await control(orderId, 'inspect');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/still owes ¥\d+\.\d{2}/);

    const fee = (await detail(orderId)).bills.items.find((b) => b.kind === 'returnFee')!;
    await payRows(orderId, [fee.id]);
    expect((await control(orderId, 'inspect')).status).toBe(200);
    const done = await detail(orderId);
    expect(done.status).toBe('COMPLETED');
    expect(done.bills.unpaid).toBe(0);
    expect(done.actions).toEqual(['viewContract', 'viewBills']);
    expect(done.settlement).toMatchObject({ outstanding: 0, paid: done.bills.paid, frozen: done.amount.frozen });
    expect(done.settlement?.freezeReleasedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const list = await post<{ items: unknown[] }>('/api/order/footPayList', { orderId: id });
    expect(list.data.items).toEqual([]);
  });
});

describe('buyout', () => {
  test('the quote changes nothing, keeps the coupon, adds up, and is exactly what is charged', async () => {
    const mine = await t.api<{ id: number; userCouponId: number }[]>('/api/coupon/my/list', { token });
    const coupon = mine.data.find((c) => c.id === 9001)!;
    const orderId = await orderIn(t, token, 'IN_RENT', { userCouponId: coupon.userCouponId });
    await control(orderId, 'overdue', { days: 4 });
    const before = await detail(orderId);
    const quote = (await post<Quote>('/api/order/buyout/quote', { orderId: String(orderId) }, 'en')).data;
    expect(quote.breakdown.map((l) => l.key)).toEqual(RULES.buyout.terms.map((term) => term.key));
    expect(quote.breakdown.find((l) => l.key === 'couponDiscount')).toEqual({
      key: 'couponDiscount',
      label: 'Coupon discount',
      amount: -before.amount.couponDiscount!,
    });
    expect(before.amount.couponDiscount).toBeGreaterThan(0);
    expect(quote.breakdown.reduce((sum, l) => sum + l.amount, 0)).toBe(quote.amount);
    expect((await detail(orderId)).status).toBe('IN_RENT');

    const moved = await post<Quote>('/api/order/apply/buyout', {
      orderId: String(orderId),
      amount: String(quote.amount + 1),
    });
    expect(moved).toMatchObject({ success: false, code: 409, data: { amount: quote.amount } });
    const applied = await post<Quote>('/api/order/apply/buyout', {
      orderId: String(orderId),
      amount: String(quote.amount),
    });
    expect(applied.data.amount).toBe(quote.amount);
    const pending = await detail(orderId);
    expect(pending.bills.items.at(-1)).toMatchObject({ kind: 'buyout', amount: quote.amount });
    expect(pending.actions).toEqual(['pay', 'cancelBuyout', 'viewContract', 'viewBills']);
  });

  test.each(LANGS)(
    'in %s the quote names the end-of-term price by its name and never uses it for the total',
    async (lang) => {
      const orderId = await orderIn(t, token, 'IN_RENT');
      const before = await detail(orderId);
      const quote = (await post<Quote>('/api/order/buyout/quote', { orderId: String(orderId) }, lang)).data;
      const endOfTerm = tr(MONEY_NAMES.endOfTermBuyoutPrice, lang);
      const earlyTotal = tr(MONEY_NAMES.earlyBuyoutTotal, lang);
      expect(endOfTerm).not.toBe(earlyTotal);
      expect(quote.breakdown.find((line) => line.key === 'buyoutPrice')).toEqual({
        key: 'buyoutPrice',
        label: endOfTerm,
        amount: before.amount.buyoutPrice,
      });
      expect(quote.amount).not.toBe(before.amount.buyoutPrice);
      for (const line of quote.breakdown) {
        expect(line.label).not.toBe(earlyTotal);
        if (line.key !== 'buyoutPrice') expect(line.label).not.toBe(endOfTerm);
      }
    },
  );

  test('withdrawing a buyout before paying puts the order and its rows back', async () => {
    const orderId = await orderIn(t, token, 'IN_RENT');
    const before = await detail(orderId);
    await post('/api/order/apply/buyout', { orderId: String(orderId) });
    const back = await post<Detail>('/api/order/buyout/cancel', { orderId: String(orderId) });
    expect(back.data.status).toBe('IN_RENT');
    expect(back.data.bills.items).toEqual(before.bills.items);
    expect(back.data.actions).toContain('buyout');
    expect((await post('/api/order/buyout/cancel', { orderId: String(orderId) })).code).toBe(409);

    await post('/api/order/apply/buyout', { orderId: String(orderId) });
    expect((await control(orderId, 'payBuyout')).status).toBe(200);
    const done = await detail(orderId);
    expect(done.status).toBe('BOUGHT_OUT');
    expect(done.settlement).toMatchObject({ outstanding: 0 });
    expect(done.bills.unpaid).toBe(0);
  });
});
