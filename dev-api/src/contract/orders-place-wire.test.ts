import { CategoryListSchema, MyCouponListSchema, type Category, type WireSchema } from '@rental/shared';
import * as autopay from '../../../mf-orders/src/api/autopay-types';
import * as goods from '../../../mf-orders/src/api/goods-types';
import * as place from '../../../mf-orders/src/api/place-types';
import * as orders from '../../../mf-orders/src/api/types';
import { bindCard, ICBC_CARD, orderBody, orderIn } from '../testing/payment-fixtures';
import { ensureVerified } from '../testing/renter-steps';
import { renterSession } from '../testing/renter-session';
import type { CallOptions } from '../testing/test-server';
import { answerOf, refusalOf } from '../testing/wire-answer';

// Placing an order and following it through its states: the calls of mf-orders/src/api for those,
// sent as the app sends them (JSON for the preview, placing and a new address; form fields or a query
// otherwise), each checked against the schema that call passes. The server is reset before each test;
// orders-after-wire.test.ts has the rest (return, buyout, cancel, renewal).
const s = renterSession();

const as = (options: CallOptions): CallOptions => ({ token: s.token, ...options });
const call = <T>(path: string, schema: WireSchema<T>, options: CallOptions = {}) =>
  answerOf(s.t, path, schema, as(options));
const refusal = <T>(path: string, schema: WireSchema<T>, options: CallOptions) =>
  refusalOf(s.t, path, schema, as(options));
const byOrder = (orderId: number, extra: Record<string, string> = {}) => ({
  form: { orderId: `${orderId}`, ...extra },
});
const detail = (orderId: number) => call('/api/order/detail', orders.OrderDetailSchema, byOrder(orderId));
/** One page of a status group as the list page asks for it (its ORDER_PAGE_SIZE is 10). */
const listed = (status: orders.OrderListStatus, pageNum = 1) =>
  call(`/api/order/list?status=${status}&pageNum=${pageNum}&pageSize=10`, orders.OrderListSchema);
const idsIn = async (status: orders.OrderListStatus) => (await listed(status)).list.map((o) => o.orderId);
let keySeq = 0;
const requestKey = () => `wire-place-${++keySeq}`;

const addresses = () => call('/api/address/list', orders.AddressListSchema);
const unusedCoupons = () => call('/api/coupon/my/list?status=unused', MyCouponListSchema);
const preview = (choice: place.OrderChoice) => call('/api/order/confirm', place.OrderPreviewSchema, { json: choice });
const placeOrder = (choice: place.OrderChoice, key = requestKey()) =>
  call('/api/order/place', place.PlacedOrderSchema, { json: { ...choice, requestKey: key } });
const notifyFreeze = (orderId: number, resultCode: string) =>
  call('/api/order/freeze/notify', place.FreezeNotifyResultSchema, byOrder(orderId, { resultCode }));

/** The confirm page's choice, as it sends it: a 6-month iPhone 16 Pro, its required service, the default address. */
async function choiceOf(extra: { userCouponId?: number } = {}): Promise<place.OrderChoice> {
  const { body } = await orderBody(s.t, extra);
  const { address: _typedIn, ...choice } = body;
  return { ...choice, addressId: (await addresses()).find((a) => a.isDefault)?.id };
}

const CONTACTS = [
  { relation: 'parent', name: '李四', mobile: '13900139000' },
  { relation: 'friend', name: '王五', mobile: '13700137000' },
];
const flat = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flat(c.children ?? [])]);

describe('placing an order', () => {
  test('an unverified renter is refused with the status the app detours from; verified, with contacts, they place', async () => {
    const info = await call('/api/client/info', place.RealNameInfoSchema);
    expect(info.realNameStatus).not.toBe('verified');
    expect(await call('/api/client/link/detail', place.ContactListSchema)).toEqual({ contacts: [] });
    const choice = await choiceOf();
    const refused = await refusal('/api/order/place', place.VerificationRefusalSchema, {
      json: { ...choice, requestKey: requestKey() },
    });
    expect(refused).toEqual({
      code: 403,
      data: { reason: 'verificationRequired', realNameStatus: info.realNameStatus },
    });
    expect(await listed('all')).toMatchObject({ list: [], total: 0 });

    await ensureVerified(s.t, s.token);
    await s.t.api('/api/client/link/submit', as({ json: { contacts: CONTACTS } }));
    expect(await call('/api/client/info', place.RealNameInfoSchema)).toEqual({ realNameStatus: 'verified' });
    expect((await call('/api/client/link/detail', place.ContactListSchema)).contacts).toHaveLength(2);
    expect((await placeOrder(choice)).status).toBe('CREATED');
  });

  test('every goods the catalog lists opens on the confirm page with a term to choose for each SKU', async () => {
    let opened = 0;
    for (let pageNum = 1, more = true; more; pageNum += 1) {
      const page = await s.t.api<{ list: { id: number }[]; hasMore: boolean }>(
        `/api/goods/list?pageNum=${pageNum}&pageSize=50`,
      );
      for (const { id } of page.data.list) {
        const info = await call(`/api/goods/${id}`, goods.OrderGoodsInfoSchema);
        expect(info.id).toBe(id);
        const terms = info.termOptions.map((o) => `${o.value} ${o.unit}`);
        expect(info.skus.filter((sku) => !terms.includes(`${sku.term} ${sku.termUnit}`))).toEqual([]);
        opened += 1;
      }
      more = page.data.hasMore;
    }
    expect(opened).toBeGreaterThan(10);
  });

  test('the confirm page: a new default address, the category tree, a bound card, a preview with and without a coupon', async () => {
    const saved = await call('/api/address/save', orders.AddressSchema, {
      json: {
        receiverName: '王小明',
        receiverPhone: '13912345678',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路 100 号 2 单元 301',
        isDefault: true,
      },
    });
    expect((await addresses()).filter((a) => a.isDefault)).toEqual([saved]);

    const info = await call('/api/goods/1001', goods.OrderGoodsInfoSchema);
    const tree = await call('/api/goods/category', CategoryListSchema);
    expect(flat(tree).map((c) => c.id)).toContain(info.categoryId);
    const cardId = await bindCard(s.t, s.token);
    const cards = await call('/api/unionpay/card/list', autopay.BoundCardListSchema);
    expect(cards).toEqual([{ id: cardId, bankName: expect.any(String), last4: ICBC_CARD.slice(-4) }]);

    const choice = await choiceOf();
    expect(choice.addressId).toBe(saved.id);
    const plain = await preview(choice);
    const { isDefault: _default, ...shipTo } = saved;
    expect(plain).toMatchObject({ address: shipTo, userCouponId: null });
    expect(plain.amount.couponDiscount).toBe(0);
    expect(plain.bills.reduce((sum, b) => sum + b.amount, 0)).toBe(plain.totals?.term);

    const [coupon] = await unusedCoupons();
    if (!coupon) throw new Error('the seed renter has no unused coupon');
    const discounted = await preview({ ...choice, userCouponId: coupon.userCouponId });
    expect(discounted.userCouponId).toBe(coupon.userCouponId);
    expect(discounted.amount.couponDiscount).toBeGreaterThan(0);
    expect(discounted.totals?.term).toBe((plain.totals?.term ?? 0) - discounted.amount.couponDiscount);
  });

  test('placed, a declined freeze, a new freeze string, the deposit frozen: a retry finds the order under review', async () => {
    await ensureVerified(s.t, s.token);
    const choice = await choiceOf();
    const key = requestKey();
    const placed = await placeOrder({ ...choice, autopay: { method: 'wallet' } }, key);
    expect(placed.status).toBe('CREATED');
    expect(placed.freeze.orderStr).toContain(placed.orderNo);

    expect(await notifyFreeze(placed.orderId, '6001')).toEqual({
      status: 'CREATED',
      frozen: false,
      resultCode: '6001',
    });
    expect((await detail(placed.orderId)).actions).toEqual(['cancel', 'refreeze']);
    const again = await call('/api/order/refreeze', place.PlacedOrderSchema, byOrder(placed.orderId));
    expect(again).toMatchObject({ orderId: placed.orderId, orderNo: placed.orderNo, status: 'CREATED' });
    expect(again.freeze.orderStr).not.toBe(placed.freeze.orderStr);
    const frozen = await notifyFreeze(placed.orderId, '9000');
    expect(frozen).toEqual({ status: 'PENDING_REVIEW', frozen: true, resultCode: '9000' });

    expect(await placeOrder(choice, key)).toMatchObject({ orderId: placed.orderId, status: 'PENDING_REVIEW' });
    const d = await detail(placed.orderId);
    expect(d).toMatchObject({ status: 'PENDING_REVIEW', address: { id: choice.addressId } });
    expect(d.timeline.map((e) => e.key)).toEqual(['placed', 'freezeFailed', 'frozen']);
    expect(await idsIn('all')).toEqual([placed.orderId]);
  });

  test('a coupon spent on another order is refused by the preview and by placing, naming the field to clear', async () => {
    await ensureVerified(s.t, s.token);
    const [coupon] = await unusedCoupons();
    if (!coupon) throw new Error('the seed renter has no unused coupon');
    const choice = await choiceOf({ userCouponId: coupon.userCouponId });
    await placeOrder(choice);
    expect((await unusedCoupons()).map((c) => c.userCouponId)).not.toContain(coupon.userCouponId);

    const previewed = await refusal('/api/order/confirm', place.CouponRefusalSchema, { json: choice });
    expect(previewed).toEqual({ code: 409, data: { field: 'userCouponId' } });
    const placing = await refusal('/api/order/place', place.CouponRefusalSchema, {
      json: { ...choice, requestKey: requestKey() },
    });
    expect(placing).toEqual(previewed);
    expect(await idsIn('all')).toHaveLength(1);
  });
});

describe('following an order', () => {
  const STEPS: [orders.OrderStatus, string[]][] = [
    ['CREATED', ['cancel', 'refreeze']],
    ['PENDING_REVIEW', ['cancel']],
    ['PENDING_SIGN', ['cancel', 'sign', 'viewContract']],
    ['PENDING_PAY', ['pay', 'viewContract', 'viewBills', 'cancel']],
    ['PENDING_SHIP', ['viewContract', 'viewBills', 'cancel']],
    ['SHIPPED', ['confirmReceipt', 'viewLogistics', 'viewContract', 'viewBills']],
    ['IN_RENT', ['payBill', 'return', 'buyout', 'viewLogistics', 'viewContract', 'viewBills']],
  ];

  test('each state up to renting shows what to do next, in its list group, newest first', async () => {
    const byState = new Map<orders.OrderStatus, number>();
    for (const [state, actions] of STEPS) {
      const orderId = await orderIn(s.t, s.token, state);
      expect(await detail(orderId)).toMatchObject({ status: state, actions });
      byState.set(state, orderId);
    }
    const ids = [...byState.values()].reverse();
    expect(await listed('all')).toMatchObject({ total: ids.length, pageNum: 1, pageSize: 10 });
    expect(await idsIn('all')).toEqual(ids);
    expect(await idsIn('pending')).toEqual(ids.slice(2));
    expect(await idsIn('renting')).toEqual(ids.slice(0, 2));
    expect(await idsIn('returning')).toEqual([]);
    expect((await listed('all', 2)).list).toEqual([]);
  });

  test('the parcel on its way is tracked; receiving it starts the rent', async () => {
    const orderId = await orderIn(s.t, s.token, 'SHIPPED');
    const shipped = await detail(orderId);
    const parcel = await call('/api/order/express', orders.LogisticsSchema, byOrder(orderId, { type: 'delivery' }));
    expect(parcel).toEqual(shipped.delivery);
    expect(parcel.traces.length).toBeGreaterThan(0);

    const received = await call('/api/order/received', orders.OrderDetailSchema, byOrder(orderId));
    expect(received.status).toBe('IN_RENT');
    expect(received.rentStartAt).toEqual(expect.any(String));
    expect(Date.parse(received.rentEndAt ?? '')).toBeGreaterThan(Date.parse(received.rentStartAt ?? ''));
    expect(received.timeline.at(-1)?.key).toBe('received');
  });

  test('changed terms wait for the renter to accept them; a rejected order is finished', async () => {
    const changing = await orderIn(s.t, s.token, 'PENDING_REVIEW');
    await s.t.control('POST', `orders/${changing}/changeTerms`, { periodRent: 50000 });
    const asked = await detail(changing);
    expect(asked).toMatchObject({ status: 'PENDING_CONFIRM', changes: { toPeriodRent: 50000 } });
    expect(asked.actions).toContain('confirmChanges');
    const accepted = await call('/api/order/confirmChanges', orders.OrderDetailSchema, byOrder(changing));
    expect(accepted).toMatchObject({ status: 'PENDING_SIGN', amount: { periodRent: 50000 } });

    const rejected = await orderIn(s.t, s.token, 'PENDING_REVIEW');
    await s.t.control('POST', `orders/${rejected}/reject`, {});
    expect((await detail(rejected)).status).toBe('REJECTED');
    expect(await idsIn('finished')).toEqual([rejected]);
    expect(await idsIn('pending')).toEqual([changing]);
  });
});
