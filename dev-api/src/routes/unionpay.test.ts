import { bindCard, CMB_CARD, orderDetail, orderIn, type TradeView } from '../testing/payment-fixtures';
import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';

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

const PHONE = '13700001111';
let keySeq = 0;
const post = <T>(path: string, form: Record<string, string>, lang?: string): Promise<Envelope<T>> =>
  t.api<T>(path, { token, form, lang });
const codeFor = async (mobile = PHONE) =>
  (await t.control<{ code: string }>('GET', `payments/sms?mobile=${mobile}`)).code;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** An order waiting for its first installment, a trade for it and a bound card. */
async function checkout() {
  const orderId = await orderIn(t, token, 'PENDING_PAY');
  const cardId = await bindCard(t, token);
  const trade = (
    await post<TradeView>('/api/order/createPay', { orderId: String(orderId), requestKey: `u-${++keySeq}` })
  ).data;
  return { orderId, cardId, tradeNo: trade.tradeNo, amount: trade.amount };
}
const choose = (tradeNo: string, cardId: number) =>
  t.api<Record<string, unknown>>('/api/unionpay/createOrder', { token, json: { tradeNo, cardId } });
const sendSms = (tradeNo: string) => post<{ mobileMasked: string }>('/api/unionpay/sendSMS', { tradeNo });
const pay = (tradeNo: string, code: string, lang?: string) =>
  post<TradeView>('/api/unionpay/pay', { tradeNo, code }, lang);

test('card checkout: choose, text, wrong then right code; the bill is paid by card once', async () => {
  const { orderId, cardId, tradeNo, amount } = await checkout();
  expect((await choose(tradeNo, cardId)).data).toMatchObject({
    tradeNo,
    amount,
    bankName: '中国工商银行',
    color: '#C7000B',
    mobileMasked: '137****1111',
    status: 'WAIT',
  });
  expect((await sendSms(tradeNo)).data).toMatchObject({ mobileMasked: '137****1111' });
  const code = await codeFor();
  expect(await pay(tradeNo, wrong(code), 'en')).toMatchObject({
    success: false,
    code: 400,
    data: { attemptsLeft: 4 },
  });
  expect((await orderDetail(t, token, orderId)).status).toBe('PENDING_PAY');
  expect((await pay(tradeNo, code)).data).toMatchObject({ status: 'SUCCESS', channel: 'card' });
  // A repeated tap answers the settled trade: no second charge, no error.
  expect((await pay(tradeNo, code)).data).toMatchObject({ status: 'SUCCESS' });
  const detail = await orderDetail(t, token, orderId);
  expect(detail.status).toBe('PENDING_SHIP');
  expect(detail.bills.items[0]).toMatchObject({ status: 'paid', payChannel: 'card', paidAmount: amount });
});

test('no card chosen, someone else’s card, a closed trade: each refused', async () => {
  const { cardId, tradeNo } = await checkout();
  expect(await sendSms(tradeNo)).toMatchObject({ success: false, code: 409, msg: '请先选择银行卡' });
  expect(await pay(tradeNo, '123456')).toMatchObject({ success: false, code: 409, msg: '请先选择银行卡' });

  const other = await t.login('2088000000009999');
  const otherCard = await bindCard(t, other, CMB_CARD, '13900002222');
  expect(await choose(tradeNo, otherCard)).toMatchObject({ success: false, code: 404 });
  expect(await t.api('/api/unionpay/sendSMS', { token: other, form: { tradeNo } })).toMatchObject({ code: 404 });

  await post('/api/order/pay', { tradeNo, resultCode: '6001' });
  expect(await choose(tradeNo, cardId)).toMatchObject({ success: false, code: 409, data: { status: 'CLOSED' } });
});

test('checkout codes: resend throttle, expiry, and five wrong tries', async () => {
  const { cardId, tradeNo } = await checkout();
  await choose(tradeNo, cardId);
  await sendSms(tradeNo);
  expect(await sendSms(tradeNo)).toMatchObject({ success: false, code: 409, data: { retryAfter: 60 } });
  const stale = await codeFor();
  await t.control('POST', 'clock', { advanceMs: 301_000 });
  expect(await pay(tradeNo, stale)).toMatchObject({ success: false, code: 400, msg: '验证码已失效，请重新获取' });

  await sendSms(tradeNo);
  const code = await codeFor();
  for (let i = 0; i < 5; i++) await pay(tradeNo, wrong(code));
  expect(await pay(tradeNo, code)).toMatchObject({ success: false, msg: '验证码已失效，请重新获取' });
  await t.control('POST', 'clock', { advanceMs: 61_000 });
  await sendSms(tradeNo);
  expect((await pay(tradeNo, await codeFor())).data.status).toBe('SUCCESS');
});

test('a bank refusal fails the trade and leaves the bill payable; processing then success by status', async () => {
  const { orderId, cardId, tradeNo } = await checkout();
  await choose(tradeNo, cardId);
  await sendSms(tradeNo);
  await t.control('POST', 'payments', { outcome: 'fail' });
  expect((await pay(tradeNo, await codeFor(), 'en')).data).toMatchObject({
    status: 'FAILED',
    failCode: 'declined',
    failReason: 'The bank declined the payment, try another card or later',
  });
  expect((await orderDetail(t, token, orderId)).bills.items[0]?.status).toBe('unpaid');

  const retry = (await post<TradeView>('/api/order/createPay', { orderId: String(orderId), requestKey: 'retry' })).data;
  await choose(retry.tradeNo, cardId);
  await t.control('POST', 'clock', { advanceMs: 61_000 });
  await sendSms(retry.tradeNo);
  await t.control('POST', 'payments', { outcome: 'processingThenSuccess', polls: 1 });
  expect((await pay(retry.tradeNo, await codeFor())).data.status).toBe('PROCESSING');
  const poll = () => t.api<TradeView>(`/api/order/v2/pay/status?tradeNo=${retry.tradeNo}`, { token });
  expect((await poll()).data.status).toBe('PROCESSING');
  expect((await poll()).data.status).toBe('SUCCESS');
  expect((await orderDetail(t, token, orderId)).status).toBe('PENDING_SHIP');
});
