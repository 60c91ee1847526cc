import { bindCard, CMB_CARD, orderIn } from '../testing/payment-fixtures';
import { ensureVerified, showContract, type ShownContract } from '../testing/renter-steps';
import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';
import { CONTRACT_ROUTES } from './contract';
import { ORDER_DOCUMENT_ROUTES } from './order-documents';
import { ORDER_ROUTES } from './order';
import { ORDER_END_ROUTES } from './order-end';
import { PAYMENT_ROUTES } from './payment';
import { SERVICE_CHAT_ROUTES } from './service-chat';
import { UNIONPAY_ROUTES } from './unionpay';

// An order is its renter's alone: every call that names an order (or a trade of one) answers
// another user 404, exactly as for an order that does not exist, and changes nothing.

/** The renter's own orders, one in each state a call needs, and what names them. */
interface World {
  created: number;
  confirming: number;
  signing: number;
  paying: number;
  shipped: number;
  renting: number;
  returning: number;
  buying: number;
  bought: number;
  proofId: string;
  tradeNo: string;
  billIds: string;
  shown: ShownContract;
}

type Params = (w: World, cardId: number) => Record<string, string | number>;

/** Every call that takes an order id or a trade number; `json` for the calls the app sends as JSON. */
const CALLS: [method: 'GET' | 'POST', path: string, params: Params, json?: true][] = [
  ['POST', '/api/order/detail', (w) => ({ orderId: w.created })],
  ['POST', '/api/order/refreeze', (w) => ({ orderId: w.created })],
  ['POST', '/api/order/freeze/notify', (w) => ({ orderId: w.created, resultCode: '9000' })],
  ['POST', '/api/order/cancle', (w) => ({ orderId: w.created, reason: '不想租了' })],
  ['POST', '/api/order/cancel/quote', (w) => ({ orderId: w.paying })],
  ['POST', '/api/order/confirmChanges', (w) => ({ orderId: w.confirming })],
  ['GET', '/api/contract/order', (w) => ({ orderId: w.signing })],
  ['POST', '/api/order/contract/html', (w) => ({ orderId: w.signing }), true],
  [
    'GET',
    '/api/contract/create',
    (w) => ({ orderId: w.signing, contractId: w.shown.contractId, contentHash: w.shown.contentHash }),
  ],
  ['GET', '/api/contract/check', (w) => ({ orderId: w.signing })],
  ['GET', '/api/contract/documents', (w) => ({ orderId: w.bought })],
  ['GET', '/api/contract/document', (w) => ({ orderId: w.bought, docId: w.proofId })],
  ['POST', '/api/order/v2/firstPayList', (w) => ({ orderId: w.paying })],
  ['POST', '/api/order/createPay', (w) => ({ orderId: w.paying, requestKey: 'walk-first' })],
  ['POST', '/api/unionpay/createOrder', (w, cardId) => ({ tradeNo: w.tradeNo, cardId })],
  ['POST', '/api/unionpay/sendSMS', (w) => ({ tradeNo: w.tradeNo })],
  ['POST', '/api/unionpay/pay', (w) => ({ tradeNo: w.tradeNo, code: '123456' })],
  ['GET', '/api/order/v2/pay/status', (w) => ({ tradeNo: w.tradeNo })],
  ['POST', '/api/order/pay', (w) => ({ tradeNo: w.tradeNo, resultCode: '9000' })],
  ['POST', '/api/order/express', (w) => ({ orderId: w.shipped })],
  ['POST', '/api/order/received', (w) => ({ orderId: w.shipped })],
  ['POST', '/api/order/footPayList', (w) => ({ orderId: w.renting })],
  ['POST', '/api/order/footPay', (w) => ({ orderId: w.renting, billIds: w.billIds, requestKey: 'walk-bills' })],
  ['POST', '/api/order/v2/bind/card', (w, cardId) => ({ orderId: w.renting, cardId }), true],
  ['POST', '/api/order/renew/quote', (w) => ({ orderId: w.renting, term: '3' })],
  ['POST', '/api/order/renew', (w) => ({ orderId: w.renting, term: '3', quoteHash: 'walk' })],
  ['POST', '/api/order/return/quote', (w) => ({ orderId: w.renting })],
  ['POST', '/api/order/buyout/quote', (w) => ({ orderId: w.renting })],
  ['POST', '/api/order/apply/buyout', (w) => ({ orderId: w.renting })],
  ['POST', '/api/order/apply/return', (w) => ({ orderId: w.renting, reason: '不需要了' })],
  ['POST', '/api/order/express', (w) => ({ orderId: w.returning, type: 'giveback' })],
  [
    'POST',
    '/api/order/confirm/return',
    (w) => ({ orderId: w.returning, expressCode: 'SF', trackingNo: 'SF1234567890123' }),
  ],
  ['POST', '/api/order/buyout/cancel', (w) => ({ orderId: w.buying })],
  ['GET', '/api/service/chat', (w) => ({ orderId: w.renting })],
  ['POST', '/api/service/chat/send', (w) => ({ orderId: w.renting, text: '你好' }), true],
];

/** Calls of the same tables that name no order: the renter's own lists, placing, addresses. */
const NAMING_NO_ORDER = [
  '/api/order/place',
  '/api/order/confirm',
  '/api/order/list',
  '/api/common/express',
  '/api/address/list',
  '/api/address/save',
  '/api/contract/list',
  '/api/test/aliPayFreeze',
];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function call(token: string, [method, path, params, json]: (typeof CALLS)[number], w: World, cardId: number) {
  const values = Object.fromEntries(Object.entries(params(w, cardId)).map(([k, v]) => [k, String(v)]));
  if (method === 'GET') return t.api(`${path}?${new URLSearchParams(values).toString()}`, { token });
  return json ? t.api(path, { token, json: params(w, cardId) }) : t.api(path, { token, form: values });
}

async function world(token: string): Promise<World> {
  await ensureVerified(t, token);
  const [created, confirming, signing, paying, shipped, renting, returning, buying, bought] = (await Promise.all(
    [
      'CREATED',
      'PENDING_REVIEW',
      'PENDING_SIGN',
      'PENDING_PAY',
      'SHIPPED',
      'IN_RENT',
      'IN_RENT',
      'IN_RENT',
      'IN_RENT',
    ].map((state) => orderIn(t, token, state)),
  )) as [number, number, number, number, number, number, number, number, number];
  await t.control('POST', `orders/${confirming}/changeTerms`, { term: 12 });
  await t.api('/api/order/apply/return', { token, form: { orderId: String(returning), reason: '不需要了' } });
  await t.api('/api/order/apply/buyout', { token, form: { orderId: String(buying) } });
  await t.api('/api/order/apply/buyout', { token, form: { orderId: String(bought) } });
  await t.control('POST', `orders/${bought}/payBuyout`, {});
  const documents = await t.api<{ docId: string }[]>(`/api/contract/documents?orderId=${bought}`, { token });
  const trade = await t.api<{ tradeNo: string }>('/api/order/createPay', {
    token,
    form: { orderId: String(paying), requestKey: 'owner-first' },
  });
  const list = await t.api<{ items: { id: number }[] }>('/api/order/footPayList', {
    token,
    form: { orderId: String(renting) },
  });
  return {
    created,
    confirming,
    signing,
    paying,
    shipped,
    renting,
    returning,
    buying,
    bought,
    proofId: documents.data[0]?.docId ?? '',
    tradeNo: trade.data.tradeNo,
    billIds: String(list.data.items[0]?.id),
    shown: await showContract(t, token, signing),
  };
}

/** Everything the renter and the control surface can see of the renter's orders and trades. */
async function snapshot(token: string, w: World): Promise<string> {
  const ids = [w.created, w.confirming, w.signing, w.paying, w.shipped, w.renting, w.returning, w.buying];
  const details = await Promise.all(
    ids.map((id) => t.api('/api/order/detail', { token, form: { orderId: String(id) } })),
  );
  return JSON.stringify([details, await t.control('GET', 'payments'), await t.control('GET', 'orders')]);
}

test('the walk covers every call that names an order or a trade', () => {
  const tables = [
    ...ORDER_ROUTES,
    ...ORDER_END_ROUTES,
    ...CONTRACT_ROUTES,
    ...ORDER_DOCUMENT_ROUTES,
    ...PAYMENT_ROUTES,
    ...UNIONPAY_ROUTES,
    ...SERVICE_CHAT_ROUTES,
  ];
  const naming = tables.map((r) => r.path).filter((path) => !NAMING_NO_ORDER.includes(path));
  expect([...new Set(CALLS.map(([, path]) => path))].sort()).toEqual([...new Set(naming)].sort());
});

// Nine orders in every state a call needs, then every call twice: about a hundred requests.
const WALK_MS = 90_000;

test(
  "another user's order is 404 on every call, tells nothing and changes nothing",
  async () => {
    await t.control('POST', 'reset');
    const owner = await t.login();
    const w = await world(owner);
    const ownerCard = await bindCard(t, owner);
    const other = await t.login('2088000000009999');
    const otherCard = await bindCard(t, other, CMB_CARD, '13900002222');
    const before = await snapshot(owner, w);

    for (const entry of CALLS) {
      const res: Envelope = await call(other, entry, w, otherCard);
      expect({ call: entry[1], res }).toEqual({
        call: entry[1],
        res: { success: false, code: 404, msg: expect.stringMatching(/^(订单不存在|支付单不存在)$/), data: null },
      });
    }
    expect(await snapshot(owner, w)).toBe(before);
    expect((await t.api<{ total: number }>('/api/order/list', { token: other })).data.total).toBe(0);

    // The same calls by the renter find what they name: the 404s above came from whose order it is.
    for (const entry of CALLS) {
      const res: Envelope = await call(owner, entry, w, ownerCard);
      expect({ call: entry[1], code: res.code }).not.toEqual({ call: entry[1], code: 404 });
    }
  },
  WALK_MS,
);
