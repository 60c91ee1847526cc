import type { WireSchema } from '@rental/shared';
import * as cancel from '../../../mf-orders/src/api/cancel-types';
import * as renew from '../../../mf-orders/src/api/renew-types';
import * as orders from '../../../mf-orders/src/api/types';
import { CANCEL_RULES } from '../data/rental-rules';
import { bindCard, ICBC_CARD, orderIn } from '../testing/payment-fixtures';
import { renterSession } from '../testing/renter-session';
import type { CallOptions } from '../testing/test-server';
import { answerOf, refusalOf } from '../testing/wire-answer';

// What a renter does with an order once it is placed: return, buy out, cancel, renew. The calls of
// mf-orders/src/api for those, sent as the app sends them (form fields), each checked against the
// schema that call passes. The server is reset before each test; orders-place-wire.test.ts has
// placing and the order's states.
const s = renterSession();

const DAY = 86_400_000;
const as = (options: CallOptions): CallOptions => ({ token: s.token, ...options });
const call = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  answerOf(s.t, path, schema, as(options));
const refusal = <T>(path: string, schema: WireSchema<T>, options: CallOptions) =>
  refusalOf(s.t, path, schema, as(options));
const byOrder = (orderId: number, extra: Record<string, string> = {}) => ({
  form: { orderId: `${orderId}`, ...extra },
});
const detail = (orderId: number) => call('/api/order/detail', orders.OrderDetailSchema, byOrder(orderId));
const idsIn = async (status: orders.OrderListStatus) =>
  (await call(`/api/order/list?status=${status}&pageNum=1&pageSize=10`, orders.OrderListSchema)).list.map(
    (o) => o.orderId,
  );
const buyoutQuote = (orderId: number) => call('/api/order/buyout/quote', orders.BuyoutQuoteSchema, byOrder(orderId));
const applyBuyout = (orderId: number, amount: number) =>
  call('/api/order/apply/buyout', orders.BuyoutSchema, byOrder(orderId, { amount: `${amount}` }));
const cancelQuote = (orderId: number) => call('/api/order/cancel/quote', cancel.CancelQuoteSchema, byOrder(orderId));
const cancelOrder = (orderId: number) =>
  call('/api/order/cancle', orders.OrderDetailSchema, byOrder(orderId, { reason: '不想租了' }));
let keySeq = 0;
const requestKey = () => `wire-after-${++keySeq}`;

/** A payment step of the setup (mf-payments' own calls, checked in payments-wire.test.ts). */
async function paid<T>(path: string, options: CallOptions): Promise<T> {
  const res = await s.t.api<T>(path, as(options));
  if (!res.success) throw new Error(`${path} refused: ${res.msg}`);
  return res.data;
}

/** Pays every row still owed through the wallet, as the bill list does; what the order needs to close. */
async function payWhatIsOwed(orderId: number): Promise<void> {
  const owed = (await detail(orderId)).bills.items.filter((b) => b.status !== 'paid');
  const billIds = owed.map((b) => b.id).join(',');
  const { tradeNo } = await paid<{ tradeNo: string }>('/api/order/footPay', {
    form: { orderId: `${orderId}`, billIds, requestKey: requestKey() },
  });
  await paid('/api/order/pay', { form: { tradeNo, resultCode: '9000' } });
}

/** Pays the first installment with a bound ICBC card, text code and all; answers what was paid. */
async function payFirstByCard(orderId: number): Promise<number> {
  const cardId = await bindCard(s.t, s.token);
  const form = { orderId: `${orderId}`, requestKey: requestKey() };
  const { tradeNo, amount } = await paid<{ tradeNo: string; amount: number }>('/api/order/createPay', { form });
  await paid('/api/unionpay/createOrder', { json: { tradeNo, cardId } });
  await paid('/api/unionpay/sendSMS', { form: { tradeNo } });
  const { code } = await s.t.control<{ code: string }>('GET', 'payments/sms?mobile=13700001111');
  await paid('/api/unionpay/pay', { form: { tradeNo, code } });
  return amount;
}

/** Moves the server clock to `target` and logs in again, as a session ends with time. */
async function clockTo(target: number): Promise<void> {
  const { now } = await s.t.control<{ now: string }>('POST', 'clock', { advanceMs: 0 });
  await s.t.control('POST', 'clock', { advanceMs: Math.max(0, target - Date.parse(now)) });
  s.token = await s.t.login();
}

describe('returning the device', () => {
  test('early: the settlement first, the application, the parcel sent back and tracked; paid up, it completes', async () => {
    const orderId = await orderIn(s.t, s.token, 'IN_RENT');
    const quote = await call('/api/order/return/quote', orders.ReturnQuoteSchema, byOrder(orderId));
    expect(quote.dropped.length).toBeGreaterThan(0);
    expect(quote.earlyReturnFee).toBeGreaterThan(0);
    expect(quote.total).toBe(quote.dueAmount + quote.earlyReturnFee);

    const applied = await call('/api/order/apply/return', orders.ReturnAppliedSchema, {
      form: { orderId: `${orderId}`, reason: '用不上了' },
    });
    expect(applied).toMatchObject({ status: 'applied', orderStatus: 'RETURNING', remainingAmount: quote.total });
    expect(applied.earlyReturnFee).toBe(quote.earlyReturnFee);
    const returning = await detail(orderId);
    expect(returning.giveback).toMatchObject({ returnNo: applied.returnNo, status: 'applied' });
    expect(returning.actions).toContain('returnShip');
    expect(await idsIn('returning')).toEqual([orderId]);

    const carriers = await call('/api/common/express', orders.ExpressCompanyListSchema);
    const sf = carriers.find((c) => c.code === 'SF');
    if (!sf) throw new Error('SF is not among the carriers');
    const sent = await call('/api/order/confirm/return', orders.OrderDetailSchema, {
      form: { orderId: `${orderId}`, expressCode: sf.code, trackingNo: sf.example },
    });
    expect(sent.giveback).toMatchObject({ status: 'shipped', expressCompany: sf.name, trackingNo: sf.example });
    const parcel = await call('/api/order/express', orders.LogisticsSchema, byOrder(orderId, { type: 'giveback' }));
    expect(parcel).toMatchObject({ companyCode: 'SF', trackingNo: sf.example });

    await payWhatIsOwed(orderId);
    await s.t.control('POST', `orders/${orderId}/inspect`, {});
    const done = await detail(orderId);
    expect(done).toMatchObject({ status: 'COMPLETED', giveback: { status: 'done' }, settlement: { outstanding: 0 } });
    expect(await idsIn('finished')).toEqual([orderId]);
  });

  test('after the term: every unpaid row is due, nothing dropped, no fee', async () => {
    const orderId = await orderIn(s.t, s.token, 'IN_RENT');
    await s.t.control('POST', `orders/${orderId}/endTerm`, {});
    const due = await detail(orderId);
    expect(due.status).toBe('RETURN_DUE');
    expect(due.actions).toEqual(expect.arrayContaining(['return', 'buyout']));
    const quote = await call('/api/order/return/quote', orders.ReturnQuoteSchema, byOrder(orderId));
    expect(quote).toMatchObject({ dropped: [], earlyReturnFee: 0 });
    expect(quote.due.map((b) => b.periodNo)).toEqual([2, 3, 4, 5, 6]);
    expect(await idsIn('renting')).toEqual([orderId]);
  });
});

describe('buying the device out', () => {
  test('a price moved by a late fee comes back as the new quote; bought at it, withdrawn, bought again, paid', async () => {
    const orderId = await orderIn(s.t, s.token, 'IN_RENT');
    const seen = await buyoutQuote(orderId);
    expect(seen.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(seen.amount);

    await s.t.control('POST', `orders/${orderId}/overdue`, { days: 10 });
    const owing = await detail(orderId);
    expect(owing.overdue).toBe(true);
    const moved = await refusal(
      '/api/order/apply/buyout',
      orders.BuyoutQuoteSchema,
      byOrder(orderId, { amount: `${seen.amount}` }),
    );
    expect(moved.code).toBe(409);
    expect(moved.data.amount).toBeGreaterThan(seen.amount);
    expect(moved.data).toEqual(await buyoutQuote(orderId));

    const applied = await applyBuyout(orderId, moved.data.amount);
    expect(applied).toMatchObject({ amount: moved.data.amount, status: 'pending_pay' });
    const pending = await detail(orderId);
    expect(pending).toMatchObject({ status: 'BUYOUT_PENDING', buyout: { buyoutNo: applied.buyoutNo } });
    expect(pending.actions).toContain('cancelBuyout');

    const withdrawn = await call('/api/order/buyout/cancel', orders.OrderDetailSchema, byOrder(orderId));
    expect(withdrawn).toMatchObject({ status: 'IN_RENT', buyout: null });
    expect(withdrawn.bills.items).toEqual(owing.bills.items);

    const again = await applyBuyout(orderId, (await buyoutQuote(orderId)).amount);
    await s.t.control('POST', `orders/${orderId}/payBuyout`, {});
    const bought = await detail(orderId);
    expect(bought).toMatchObject({ status: 'BOUGHT_OUT', buyout: { buyoutNo: again.buyoutNo, status: 'paid' } });
    expect(await idsIn('finished')).toEqual([orderId]);
  });
});

describe('cancelling before shipping', () => {
  test('paid by card: the quote names the card; the cancel refunds it, frees the deposit, and it lands later', async () => {
    const orderId = await orderIn(s.t, s.token, 'PENDING_PAY');
    const amount = await payFirstByCard(orderId);
    const before = await detail(orderId);
    expect(before.status).toBe('PENDING_SHIP');

    const quote = await cancelQuote(orderId);
    expect(quote).toEqual({
      refundTotal: amount,
      refunds: [expect.objectContaining({ amount, channel: 'card', last4: ICBC_CARD.slice(-4) })],
      frozen: before.amount.frozen,
      refundMinutes: CANCEL_RULES.refundMinutes,
    });
    expect(quote.refunds[0]?.bankName).toEqual(expect.any(String));

    const cancelled = await cancelOrder(orderId);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', actions: [] });
    expect(cancelled.cancellation).toMatchObject({
      fromStatus: 'PENDING_SHIP',
      refundTotal: amount,
      refunds: [{ amount, channel: 'card', status: 'processing', refundedAt: null }],
      deposit: { frozen: before.amount.frozen, status: 'released' },
    });
    expect(cancelled.bills).toMatchObject({ refunded: amount, refunds: [{ kind: 'refund', status: 'processing' }] });
    // A retry after a lost answer finds the same cancelled order, nothing refunded twice.
    expect(await cancelOrder(orderId)).toEqual(cancelled);

    await s.t.control('POST', 'clock', { advanceMs: CANCEL_RULES.refundMinutes * 60_000 });
    s.token = await s.t.login();
    const landed = await detail(orderId);
    expect(landed.cancellation?.refunds).toMatchObject([{ status: 'refunded', refundedAt: expect.any(String) }]);
    expect(landed.bills.refunds).toMatchObject([{ status: 'refunded' }]);
    expect(await idsIn('finished')).toEqual([orderId]);
  });

  test('an order whose deposit was never frozen gives nothing back', async () => {
    const orderId = await orderIn(s.t, s.token, 'CREATED');
    expect(await cancelQuote(orderId)).toEqual({
      refundTotal: 0,
      refunds: [],
      frozen: 0,
      refundMinutes: CANCEL_RULES.refundMinutes,
    });
    const cancelled = await cancelOrder(orderId);
    expect(cancelled.cancellation).toMatchObject({ fromStatus: 'CREATED', refunds: [], deposit: { status: 'none' } });
  });
});

describe('renewing', () => {
  test('near the end of the term: the price and agreement to sign, then the order runs to the new end', async () => {
    const orderId = await orderIn(s.t, s.token, 'IN_RENT');
    const rentEndAt = (await detail(orderId)).rentEndAt ?? '';
    await clockTo(Date.parse(rentEndAt) - 3 * DAY);
    const near = await detail(orderId);
    expect(near.actions).toContain('renew');

    const quote = await call('/api/order/renew/quote', renew.RenewalQuoteSchema, byOrder(orderId, { term: '3' }));
    expect(quote).toMatchObject({ term: 3, termUnit: 'month', fromEndAt: rentEndAt, totalRent: quote.periodRent * 3 });
    expect(quote.terms).toContain(3);
    expect(quote.bills.map((b) => `${b.periodNo}/${b.periodTotal}`)).toEqual(['7/9', '8/9', '9/9']);
    expect(quote.agreement.html).toContain(near.orderNo);

    const renewed = await call('/api/order/renew', orders.OrderDetailSchema, {
      form: { orderId: `${orderId}`, term: '3', quoteHash: quote.quoteHash },
    });
    expect(renewed).toMatchObject({ status: 'IN_RENT', rentEndAt: quote.newEndAt });
    expect(renewed.bills.items).toHaveLength(9);
    expect(renewed.timeline.map((e) => e.key)).toContain('renewed');
  });
});
