import type { WireSchema } from '@rental/shared';
import * as chat from '../../../mf-account/src/api/chat-types';
import * as contract from '../../../mf-account/src/api/contract-types';
import * as messages from '../../../mf-account/src/api/message-types';
import { orderDetail, orderIn } from '../testing/payment-fixtures';
import { postSignPage } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';
import type { CallOptions } from '../testing/test-server';
import { answerOf, refusalOf } from '../testing/wire-answer';

// The order-side calls of mf-account/src/api (the contract and its documents, messages, the service
// chat), sent as the app sends them (form fields unless the call says `json: true`, query params on a
// GET) and checked against the schema each call passes. The server is reset before each test.
const s = renterSession();

const as = (options: CallOptions): CallOptions => ({ token: s.token, ...options });
const call = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  answerOf(s.t, path, schema, as(options));
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, value]): [string, string] => [k, String(value)])).toString();

const refused = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  refusalOf(s.t, path, schema, as(options));

const meta = (orderId: number) => call(`/api/contract/order?${query({ orderId })}`, contract.ContractMetaSchema);
const html = (orderId: number, lang?: string) =>
  call('/api/order/contract/html', contract.ContractHtmlSchema, { json: { orderId }, lang });
const check = (orderId: number) => call(`/api/contract/check?${query({ orderId })}`, contract.ContractCheckSchema);
const orderStatus = async (orderId: number) =>
  (await call('/api/order/detail', contract.OrderStateSchema, { form: { orderId: `${orderId}` } })).status;
const myContracts = () => call('/api/contract/list', contract.SignedContractsSchema);
const documents = (orderId: number, lang?: string) =>
  call(`/api/contract/documents?${query({ orderId })}`, contract.OrderDocumentsSchema, { lang });
const messagePage = (page = 1) => call(`/api/message/list?${query({ page, size: 20 })}`, messages.MessagePageSchema);
const unread = async () => (await call('/api/message/unread', messages.UnreadCountSchema)).count;

describe('the contract', () => {
  test('a text never shown is refused; the text shown is signed and the order moves on to payment', async () => {
    const orderId = await orderIn(s.t, s.token, 'PENDING_SIGN');
    expect(await meta(orderId)).toMatchObject({ orderId, status: 'none', signedAt: null });
    expect(await myContracts()).toEqual([]);
    expect(await orderStatus(orderId)).toBe('PENDING_SIGN');

    const shown = await html(orderId, 'en');
    expect(shown).toMatchObject({ orderId, lang: 'en' });
    // The preview's test-only hostile text is the same shape, its markup left for the app to sanitize.
    const hostile = await call('/api/order/contract/html', contract.ContractHtmlSchema, {
      json: { orderId, fixture: 'hostile' },
    });
    expect(hostile.contentHash).not.toBe(shown.contentHash);
    expect(hostile.html).toContain('<script>');
    const unshown = { orderId, contractId: shown.contractId, contentHash: '0'.repeat(64) };
    const refusal = await refused(`/api/contract/create?${query(unshown)}`, contract.ContractRefusalSchema);
    expect(refusal).toEqual({ code: 409, data: { reason: 'contractNotShown' } });

    const signing = { orderId, contractId: shown.contractId, contentHash: shown.contentHash, lang: 'en' };
    const created = await call(`/api/contract/create?${query(signing)}`, contract.ContractCreatedSchema);
    expect(created.signUrl).toMatch(/\/wallet-sim\/sign\?token=/);
    expect(await check(orderId)).toEqual({ signed: false });
    expect((await meta(orderId)).status).toBe('signing');

    await postSignPage(s.t, created.signUrl);
    expect(await check(orderId)).toEqual({ signed: true });
    expect(await orderStatus(orderId)).toBe('PENDING_PAY');
    const signed = await meta(orderId);
    expect(signed).toMatchObject({ status: 'signed', contractNo: expect.any(String), signedAt: expect.any(String) });
    const [listed, ...others] = await myContracts();
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ orderId, contractNo: signed.contractNo, status: 'signed' });
    expect(listed?.goods.name).toMatch(/iPhone 16 Pro/);
    // The signed text stays the one signed, in its language, whatever the renter reads in now.
    expect(await html(orderId, 'zh-CN')).toMatchObject({ contentHash: shown.contentHash, lang: 'en' });
  });

  test("an early return's settlement is listed beside the contract and served in the contract's language", async () => {
    const orderId = await orderIn(s.t, s.token, 'IN_RENT');
    expect(await documents(orderId)).toEqual([]);
    // The return and its payment are mf-orders' and mf-payments' calls: here only the steps to the end.
    const step = async <T>(path: string, body: Record<string, string>) => {
      const { success, msg, data } = await s.t.api<T>(path, as({ form: { orderId: `${orderId}`, ...body } }));
      if (!success) throw new Error(`${path} refused: ${msg}`);
      return data;
    };
    await step('/api/order/apply/return', { reason: '用不上了' });
    await step('/api/order/confirm/return', { expressCode: 'SF', trackingNo: 'SF1234567890123' });
    const due = (await orderDetail(s.t, s.token, orderId)).bills.items.filter((b) => b.status === 'unpaid');
    const billIds = due.map((b) => b.id).join(',');
    const trade = await step<{ tradeNo: string }>('/api/order/footPay', { billIds, requestKey: `return-${orderId}` });
    await step('/api/order/pay', { tradeNo: trade.tradeNo, resultCode: '9000' });
    await s.t.control('POST', `orders/${orderId}/inspect`, {});
    expect(await orderStatus(orderId)).toBe('COMPLETED');

    const [entry, ...others] = await documents(orderId, 'en');
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ kind: 'settlement', title: 'Settlement statement' });
    const docQuery = query({ orderId, docId: entry?.docId ?? '' });
    const doc = await call(`/api/contract/document?${docQuery}`, contract.OrderDocumentSchema, { lang: 'en' });
    expect(doc).toMatchObject({ orderId, docId: entry?.docId, kind: 'settlement', lang: 'zh-CN', title: '租赁结算单' });
    expect(doc.html).toContain((await meta(orderId)).contractNo);
  });
});

describe('messages', () => {
  test('an approved and shipped order is news until read; the reminders consent is kept', async () => {
    const orderId = await orderIn(s.t, s.token, 'SHIPPED');
    const page = await messagePage();
    expect(page).toMatchObject({ page: 1, size: 20, total: 2, unread: 2, subscribed: null });
    expect(page.templates.length).toBeGreaterThan(0);
    expect(page.list.map((m) => [m.kind, m.orderId, m.read])).toEqual([
      ['shipped', orderId, false],
      ['approved', orderId, false],
    ]);
    expect(page.list.every((m) => m.title !== '' && m.body !== '')).toBe(true);
    expect(await unread()).toBe(2);

    const [shipped] = page.list;
    const one = await call('/api/message/read', messages.ReadResultSchema, { json: { ids: [shipped?.id] } });
    expect(one).toEqual({ marked: 1, unread: 1 });
    expect((await messagePage()).list.map((m) => m.read)).toEqual([true, false]);
    expect(await call('/api/message/read', messages.ReadResultSchema, { json: { all: true } })).toEqual({
      marked: 1,
      unread: 0,
    });
    expect(await unread()).toBe(0);

    const declined = await call('/api/message/subscription', messages.SubscriptionSchema, { json: { granted: false } });
    expect(declined).toEqual({ subscribed: false });
    expect((await messagePage()).subscribed).toBe(false);
    const granted = await call('/api/message/subscription', messages.SubscriptionSchema, { json: { granted: true } });
    expect(granted).toEqual({ subscribed: true });
  });
});

describe('the service chat', () => {
  test('an empty chat, then a question about an order answered at once, shown with its order', async () => {
    const empty = await call('/api/service/chat', chat.ChatSchema);
    expect(empty).toEqual({ order: null, messages: [], maxLength: expect.any(Number) });

    const orderId = await orderIn(s.t, s.token, 'PENDING_SHIP');
    const text = '请问未免除的押金会被扣款吗';
    const sent = await call('/api/service/chat/send', chat.SentMessagesSchema, { json: { text, orderId } });
    expect(sent.messages.map((m) => [m.author, m.orderId])).toEqual([
      ['renter', orderId],
      ['bot', orderId],
    ]);
    expect(sent.messages[0]?.text).toBe(text);
    expect(sent.messages[1]?.text).toContain('押金');

    const about = await call(`/api/service/chat?${query({ orderId })}`, chat.ChatSchema);
    expect(about.order).toMatchObject({ orderId, status: 'PENDING_SHIP', statusText: expect.any(String) });
    expect(about.messages).toEqual(sent.messages);
    const plain = await call('/api/service/chat/send', chat.SentMessagesSchema, { json: { text: 'hello there' } });
    expect(plain.messages.map((m) => m.orderId)).toEqual([null, null]);
  });
});
