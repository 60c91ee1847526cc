import type { WireSchema } from '@rental/shared';
import * as pay from '../../../mf-payments/src/api/types';
import { ICBC_CARD, orderIn } from '../testing/payment-fixtures';
import { renterSession } from '../testing/renter-session';
import type { CallOptions } from '../testing/test-server';
import { answerOf, refusalOf } from '../testing/wire-answer';

// Every call of mf-payments/src/api, sent as the app sends it (form fields unless the call says
// `json: true`), checked against the schema that call passes. The server is reset before each test.
const s = renterSession();

const PHONE = '13700001111';
const as = (options: CallOptions): CallOptions => ({ token: s.token, ...options });
const call = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  answerOf(s.t, path, schema, as(options));
const codeFor = async (mobile = PHONE) =>
  (await s.t.control<{ code: string }>('GET', `payments/sms?mobile=${mobile}`)).code;
let keySeq = 0;
const requestKey = () => `wire-${++keySeq}`;

const refused = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  refusalOf(s.t, path, schema, as(options));

/** The bind-card page: save, text the code, bind with it (save-card, send-bind-sms, bind-card). */
async function bindCard(no = ICBC_CARD) {
  const pending = await call('/api/unionpay/card/save', pay.PendingCardSchema, {
    json: { no, holderName: '王小明', reservedPhone: PHONE },
  });
  expect(pending).toMatchObject({ status: 'pending', cardNoMasked: `6222 **** **** ${no.slice(-4)}` });
  const sent = await call('/api/unionpay/card/sendBindSms', pay.SmsSentSchema, { form: { no } });
  expect(sent.mobileMasked).toBe('137****1111');
  return call('/api/unionpay/card/bind', pay.BankCardSchema, { form: { no, verifyCode: await codeFor() } });
}

const bills = (orderId: number) => call('/api/order/detail', pay.OrderBillsSchema, { form: { orderId: `${orderId}` } });
const firstPayList = (orderId: number) =>
  call('/api/order/v2/firstPayList', pay.FirstPayListSchema, { form: { orderId: `${orderId}` } });
const footPayList = (orderId: number) =>
  call('/api/order/footPayList', pay.FootPayListSchema, { form: { orderId: `${orderId}` } });
const createPay = (orderId: number) =>
  call('/api/order/createPay', pay.OpenedTradeSchema, { form: { orderId: `${orderId}`, requestKey: requestKey() } });
const reportWalletPay = (tradeNo: string, resultCode: string) =>
  call('/api/order/pay', pay.TradeSchema, { form: { tradeNo, resultCode } });
const payStatus = (tradeNo: string) =>
  call(`/api/order/v2/pay/status?${new URLSearchParams({ tradeNo }).toString()}`, pay.TradeSchema);

describe('cards', () => {
  test('a card saved, texted and bound is in the list until it is unbound', async () => {
    const card = await bindCard();
    expect(card).toMatchObject({ last4: ICBC_CARD.slice(-4), cardType: 'debit', reservedPhone: '137****1111' });
    const listed = await call('/api/unionpay/card/list', pay.BankCardListSchema);
    expect(listed.map((c) => [c.id, c.last4, c.bankName])).toEqual([[card.id, card.last4, card.bankName]]);
    const unbound = await call('/api/unionpay/card/unbind', pay.UnboundCardSchema, { json: { cardId: card.id } });
    expect(unbound).toEqual({ cardId: card.id, status: 'unbound' });
    expect(await call('/api/unionpay/card/list', pay.BankCardListSchema)).toEqual([]);
  });

  test('a refused card names the form field at fault; a second code too soon says how long to wait', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ no: '12345' }, 'no'],
      [{ holderName: '王' }, 'holderName'],
      [{ reservedPhone: '12345678901' }, 'reservedPhone'],
    ];
    for (const [fault, field] of bad) {
      const json = { no: ICBC_CARD, holderName: '王小明', reservedPhone: PHONE, ...fault };
      const refusal = await refused('/api/unionpay/card/save', pay.FieldRefusalSchema, { json });
      expect(refusal).toEqual({ code: 400, data: { field } });
    }
    expect(await call('/api/unionpay/card/list', pay.BankCardListSchema)).toEqual([]);

    await call('/api/unionpay/card/save', pay.PendingCardSchema, {
      json: { no: ICBC_CARD, holderName: '王小明', reservedPhone: PHONE },
    });
    const sent = await call('/api/unionpay/card/sendBindSms', pay.SmsSentSchema, { form: { no: ICBC_CARD } });
    await s.t.control('POST', 'clock', { advanceMs: 20_000 });
    const again = await refused('/api/unionpay/card/sendBindSms', pay.RetryAfterSchema, { form: { no: ICBC_CARD } });
    expect(again).toEqual({ code: 409, data: { retryAfter: sent.resendIn - 20 } });
  });
});

describe('the first installment', () => {
  test('bills, pay list, a cancelled then a paid wallet trade: the order waits for shipping', async () => {
    const orderId = await orderIn(s.t, s.token, 'PENDING_PAY');
    const before = await bills(orderId);
    expect(before).toMatchObject({ orderId, status: 'PENDING_PAY' });
    expect(before.bills.items.map((b) => b.periodNo)).toEqual([1, 2, 3, 4, 5, 6]);

    const list = await firstPayList(orderId);
    expect(list).toMatchObject({ orderId, kind: 'first', openTrade: null, boundCardId: null });
    expect(list.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(list.amount);

    const cancelled = await createPay(orderId);
    expect(cancelled).toEqual({ tradeNo: cancelled.tradeNo, amount: list.amount, kind: 'first', orderId });
    expect(await payStatus(cancelled.tradeNo)).toMatchObject({ status: 'WAIT', paidAt: null, failReason: null });
    const closed = await reportWalletPay(cancelled.tradeNo, '6001');
    expect(closed.status).toBe('CLOSED');
    expect(closed.failReason).toEqual(expect.any(String));

    const trade = await createPay(orderId);
    expect((await firstPayList(orderId)).openTrade).toEqual({ tradeNo: trade.tradeNo, status: 'WAIT' });
    expect(await reportWalletPay(trade.tradeNo, '9000')).toMatchObject({ status: 'SUCCESS', amount: list.amount });
    const paid = await payStatus(trade.tradeNo);
    expect(paid.paidAt).toEqual(expect.any(String));

    const after = await bills(orderId);
    expect(after.status).toBe('PENDING_SHIP');
    expect(after.bills.items[0]).toMatchObject({ status: 'paid', paidAmount: list.amount, payChannel: 'wallet' });
  });

  test('the test freeze asks the wallet for one fen', async () => {
    const freeze = await call('/api/test/aliPayFreeze', pay.TestFreezeSchema);
    expect(freeze.amount).toBe(1);
    expect(freeze.orderStr).toContain(freeze.outOrderNo);
  });
});

describe('later installments', () => {
  test('the order card, an overdue row paid by card with its code: it leaves the list', async () => {
    const orderId = await orderIn(s.t, s.token, 'IN_RENT');
    const card = await bindCard();
    const chosen = await call('/api/order/v2/bind/card', pay.OrderCardSchema, { json: { orderId, cardId: card.id } });
    expect(chosen).toEqual({ orderId, cardId: card.id });

    await s.t.control('POST', `orders/${orderId}/overdue`, { days: 10 });
    const owed = await footPayList(orderId);
    expect(owed.boundCardId).toBe(card.id);
    expect(owed.items.map((b) => b.periodNo)).toEqual([2, 3, 4, 5, 6]);
    const [row2] = owed.items;
    if (!row2) throw new Error('no row 2');
    expect(row2).toMatchObject({ status: 'overdue', payable: row2.amount + row2.overdueFee });
    expect(owed.totals.overdueFee).toBe(row2.overdueFee);

    const trade = await call('/api/order/footPay', pay.OpenedTradeSchema, {
      form: { orderId: `${orderId}`, billIds: [row2.id].join(','), requestKey: requestKey() },
    });
    expect(trade).toMatchObject({ kind: 'installment', amount: row2.payable, orderId });

    const checkout = await call('/api/unionpay/createOrder', pay.CardCheckoutSchema, {
      json: { tradeNo: trade.tradeNo, cardId: card.id },
    });
    expect(checkout).toMatchObject({ amount: trade.amount, cardNoMasked: card.cardNoMasked, status: 'WAIT' });
    const sent = await call('/api/unionpay/sendSMS', pay.SmsSentSchema, { form: { tradeNo: trade.tradeNo } });
    expect(sent.mobileMasked).toBe(checkout.mobileMasked);
    const again = await refused('/api/unionpay/sendSMS', pay.RetryAfterSchema, { form: { tradeNo: trade.tradeNo } });
    expect(again).toEqual({ code: 409, data: { retryAfter: sent.resendIn } });

    const code = await codeFor();
    const paid = await call('/api/unionpay/pay', pay.TradeSchema, { form: { tradeNo: trade.tradeNo, code } });
    expect(paid).toMatchObject({ tradeNo: trade.tradeNo, status: 'SUCCESS', failReason: null });
    expect((await footPayList(orderId)).items.map((b) => b.periodNo)).toEqual([3, 4, 5, 6]);
    expect((await bills(orderId)).bills.items[1]).toMatchObject({ status: 'paid', payChannel: 'card' });
  });

  test('switching the automatic debit off and on, as the bill list does, shows on the rows', async () => {
    const orderId = await orderIn(s.t, s.token, 'IN_RENT');
    // The method is chosen with the order (mf-orders); the bill list only switches it.
    await s.t.api('/api/order/autopay', as({ form: { orderId: `${orderId}`, enabled: 'true', method: 'wallet' } }));
    const on = await bills(orderId);
    expect(on.autopay).toEqual({ enabled: true, method: 'wallet', cardId: null });
    expect(on.bills.items[1]?.autoDebitOn).toBe(on.bills.items[1]?.dueDate);

    const off = await call('/api/order/autopay', pay.AutopaySettingSchema, { json: { orderId, enabled: false } });
    expect(off).toEqual({ enabled: false, method: 'wallet', cardId: null });
    expect((await bills(orderId)).bills.items.map((b) => b.autoDebitOn ?? null)).toEqual(Array(6).fill(null));

    const back = await call('/api/order/autopay', pay.AutopaySettingSchema, { json: { orderId, enabled: true } });
    expect(back).toEqual({ enabled: true, method: 'wallet', cardId: null });
    expect((await bills(orderId)).autopay?.enabled).toBe(true);
  });
});
