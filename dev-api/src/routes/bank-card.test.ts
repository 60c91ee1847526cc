import { maskUrl } from '../control/request-log';
import { withCheckDigit } from '../data/banks';
import { bindCard, CMB_CARD, ICBC_CARD, orderIn } from '../testing/payment-fixtures';
import { SECOND_ID_NUMBER } from '../testing/renter-steps';
import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';

interface Card {
  id: number;
  bankName: string;
  bankCode: string;
  color: string;
  cardType: string;
  cardNoMasked: string;
  last4: string;
  holderName: string;
  reservedPhone: string;
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

const PHONE = '13700001111';
const save = (body: Record<string, string>, lang?: string) =>
  t.api<{ cardId: number; status: string; cardNoMasked: string }>('/api/unionpay/card/save', {
    token,
    json: { no: ICBC_CARD, holderName: '王小明', reservedPhone: PHONE, ...body },
    lang,
  });
const sendSms = (no = ICBC_CARD) =>
  t.api<{ mobileMasked: string; expiresIn: number; resendIn: number }>('/api/unionpay/card/sendBindSms', {
    token,
    form: { no },
  });
const bind = (verifyCode: string, no = ICBC_CARD, lang?: string) =>
  t.api<Card>('/api/unionpay/card/bind', { token, form: { no, verifyCode }, lang });
const codeFor = async (mobile = PHONE) =>
  (await t.control<{ code: string }>('GET', `payments/sms?mobile=${mobile}`)).code;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const list = async () => (await t.api<Card[]>('/api/unionpay/card/list', { token })).data;

describe('saving a card', () => {
  test('each bad field is refused at that field, in the caller language', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ no: '6222 0202 0011 2345 678' }, 'no', 'Please enter a valid bank card number'],
      [{ no: '12345' }, 'no', 'Please enter a valid bank card number'],
      [{ no: withCheckDigit('999999123456789') }, 'no', 'This card is not supported, please use another one'],
      [{ holderName: '王' }, 'holderName', 'Please enter the cardholder name (2–20 characters)'],
      [
        { reservedPhone: '12345678901' },
        'reservedPhone',
        'Please enter the valid mobile number registered with the bank',
      ],
    ];
    for (const [body, field, msg] of cases)
      expect(await save(body, 'en')).toMatchObject({ success: false, code: 400, msg, data: { field } });
    expect(await list()).toEqual([]);
  });

  test('a valid card is stored pending with a masked number, spaces ignored', async () => {
    const res = await save({ no: ICBC_CARD.replace(/(\d{4})(?=\d)/g, '$1 ') });
    expect(res.data).toMatchObject({ status: 'pending', cardNoMasked: `6222 **** **** ${ICBC_CARD.slice(-4)}` });
    expect(JSON.stringify(res.data)).not.toContain(ICBC_CARD);
    expect(await list()).toEqual([]);
  });

  test('a verified renter need not type the holder: the card is saved in their verified name', async () => {
    const user = t.server.context.store.users.get(10001)!;
    Object.assign(user, { realNameStatus: 'verified', realName: '张三' });
    const res = await t.api('/api/unionpay/card/save', { token, json: { no: ICBC_CARD, reservedPhone: PHONE } });
    expect(res.success).toBe(true);
    await sendSms();
    const bound = await bind(await codeFor());
    expect(bound.data.holderName).toBe('*三');
  });
});

describe('binding by SMS', () => {
  test('wrong then right code binds; the list shows bank, colour and masks only', async () => {
    await save({});
    expect((await sendSms()).data).toEqual({ mobileMasked: '137****1111', expiresIn: 300, resendIn: 60 });
    const code = await codeFor();
    expect(await bind(wrong(code), ICBC_CARD, 'en')).toMatchObject({
      success: false,
      code: 400,
      msg: 'Wrong verification code, 4 attempts left',
      data: { attemptsLeft: 4 },
    });
    const bound = await bind(code);
    expect(bound.success).toBe(true);
    const cards = await list();
    expect(cards).toEqual([
      expect.objectContaining({
        bankName: '中国工商银行',
        bankCode: 'ICBC',
        color: '#C7000B',
        cardType: 'debit',
        cardNoMasked: `6222 **** **** ${ICBC_CARD.slice(-4)}`,
        last4: ICBC_CARD.slice(-4),
        holderName: '*小明',
        reservedPhone: '137****1111',
      }),
    ]);
    expect(JSON.stringify(cards)).not.toContain(ICBC_CARD);
    expect(await save({})).toMatchObject({ success: false, code: 409, msg: '该银行卡已绑定' });
  });

  test('five wrong codes void the code, and a fresh code works', async () => {
    await save({});
    await sendSms();
    const code = await codeFor();
    for (let left = 4; left >= 1; left--)
      expect(await bind(wrong(code))).toMatchObject({ code: 400, data: { attemptsLeft: left } });
    expect(await bind(wrong(code))).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
    expect(await bind(code)).toMatchObject({ success: false, msg: '验证码已失效，请重新获取' });
    await t.control('POST', 'clock', { advanceMs: 61_000 });
    await sendSms();
    expect((await bind(await codeFor())).success).toBe(true);
  });

  test('a code expires after 5 minutes of server time', async () => {
    await save({});
    await sendSms();
    const code = await codeFor();
    await t.control('POST', 'clock', { advanceMs: 301_000 });
    expect(await bind(code)).toMatchObject({ success: false, code: 400, msg: '验证码已失效，请重新获取' });
    expect(await list()).toEqual([]);
  });

  test('resending within a minute is refused with the seconds left', async () => {
    await save({});
    await sendSms();
    await t.control('POST', 'clock', { advanceMs: 20_000 });
    expect(await sendSms()).toMatchObject({ success: false, code: 409, data: { retryAfter: 40 } });
    await t.control('POST', 'clock', { advanceMs: 40_000 });
    expect((await sendSms()).success).toBe(true);
  });

  test('texting a number never saved is 404; the card number in a query string is not logged', async () => {
    const res = await t.api(`/api/unionpay/card/sendBindSms?no=${CMB_CARD}`, { token, method: 'POST' });
    expect(res).toMatchObject({ success: false, code: 404 });
    const seen = await t.control<{ last: { query: string } }>('GET', 'requests?path=/api/unionpay/card/sendBindSms');
    expect(seen.last.query).not.toContain(CMB_CARD);
  });
});

describe('the card of an order', () => {
  test('binds a verified card to an order; someone else cannot use it', async () => {
    const cardId = await bindCard(t, token);
    const orderId = await orderIn(t, token, 'IN_RENT');
    const res = await t.api('/api/order/v2/bind/card', { token, json: { orderId, cardId } });
    expect(res).toMatchObject({ success: true, data: { orderId, cardId } });
    const listed = await t.api<{ boundCardId: number }>('/api/order/footPayList', {
      token,
      form: { orderId: String(orderId) },
    });
    expect(listed.data.boundCardId).toBe(cardId);

    const other = await t.login('2088000000009999');
    const otherOrder = await orderIn(t, other, 'IN_RENT', { idNumber: SECOND_ID_NUMBER });
    const stolen = await t.api('/api/order/v2/bind/card', { token: other, json: { orderId: otherOrder, cardId } });
    expect(stolen).toMatchObject({ success: false, code: 404 });
  });

  test('a card not yet verified cannot be chosen', async () => {
    const { data } = await save({});
    const orderId = await orderIn(t, token, 'IN_RENT');
    const res: Envelope = await t.api('/api/order/v2/bind/card', { token, json: { orderId, cardId: data.cardId } });
    expect(res).toMatchObject({ success: false, code: 409, msg: '请先完成银行卡验证' });
  });
});

describe('unbinding', () => {
  const unbind = (cardId: number, who = token, lang?: string) =>
    t.api<{ cardId: number; status: string }>('/api/unionpay/card/unbind', {
      token: who,
      json: { cardId },
      lang,
    });

  test('a bound card leaves the list and the orders paying from it; another card can then be added', async () => {
    const cardId = await bindCard(t, token);
    const orderId = await orderIn(t, token, 'IN_RENT');
    await t.api('/api/order/v2/bind/card', { token, json: { orderId, cardId } });
    expect((await unbind(cardId)).data).toEqual({ cardId, status: 'unbound' });
    expect(await list()).toEqual([]);
    const owed = await t.api<{ boundCardId: number | null }>('/api/order/footPayList', {
      token,
      form: { orderId: String(orderId) },
    });
    expect(owed.data.boundCardId).toBeNull();
    // One card at a time: a new one is accepted only now.
    expect((await save({ no: CMB_CARD })).success).toBe(true);
    // Twice is refused, not silently repeated: it is no longer bound.
    expect(await unbind(cardId)).toMatchObject({ success: false, code: 409 });
  });

  test('another renter’s card is not found; a card paying a trade not yet settled stays', async () => {
    const cardId = await bindCard(t, token);
    const other = await t.login('2088000000009999');
    expect(await unbind(cardId, other)).toMatchObject({ success: false, code: 404 });

    const orderId = await orderIn(t, token, 'PENDING_PAY');
    const trade = await t.api<{ tradeNo: string }>('/api/order/createPay', {
      token,
      form: { orderId: String(orderId), requestKey: 'unbind-1' },
    });
    await t.api('/api/unionpay/createOrder', { token, json: { tradeNo: trade.data.tradeNo, cardId } });
    expect(await unbind(cardId, token, 'en')).toMatchObject({
      success: false,
      code: 409,
      msg: 'A payment with this card is still being processed; unlink it once the result is in',
    });
    expect(await list()).toHaveLength(1);
  });
});

test('console request lines mask card numbers and codes', () => {
  expect(maskUrl(`/api/unionpay/card/bind?no=${ICBC_CARD}&verifyCode=123456&x=1`)).toBe(
    '/api/unionpay/card/bind?no=***&verifyCode=***&x=1',
  );
  expect(maskUrl('/api/goods/list?pageNum=2')).toBe('/api/goods/list?pageNum=2');
});
