import { allocateDiscount as allocate } from '@rental/shared/coupon-pricing';
import { RULES } from '../data/rental-rules';
import { money } from '../i18n/money';
import { dueDates } from '../state/order-dates';
import { createSigning, postSignPage, showContract, signContract, verifyRenter } from '../testing/renter-steps';
import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';

interface Sku {
  skuId: number;
  term: number;
  periodRent: number;
  totalRent: number;
  deposit: number;
  buyoutPrice: number;
  dailyRent: number;
}
interface Service {
  id: number;
  price: number;
  payMode: 'once' | 'perPeriod';
  required: boolean;
}
interface Bill {
  periodNo: number;
  dueDate: string;
  amount: number;
  discountAmount: number;
  originalAmount: number;
  serviceAmount: number;
  status: string;
  overdueFee: number;
  paidAmount: number;
  kind: string;
}
interface Detail {
  orderId: number;
  orderNo: string;
  status: string;
  statusText: string;
  explanation: string;
  actions: string[];
  amount: Record<string, number>;
  bills: { totalRent: number; paid: number; unpaid: number; overdue: number; items: Bill[] };
  timeline: { key: string; time: string; text: string }[];
  upcoming: { key: string; by: string }[];
  contract: { contractNo: string | null; status: string };
  delivery: { companyCode: string; trackingNo: string; traces: { time: string; context: string }[] } | null;
  overdue: boolean;
  goods: { name: string; specText: string; termText: string };
}
interface Placed {
  orderId: number;
  orderNo: string;
  status: string;
  freeze: { orderStr: string };
}
interface MyCoupon {
  id: number;
  userCouponId: number;
  status: string;
}

const ADDRESS = {
  receiverName: '王小明',
  receiverPhone: '13912345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号 2 单元 301',
};

let t: TestServer;
let token: string;
let phone: { skus: Sku[]; services: Service[] };
beforeAll(async () => {
  t = await startTestServer();
  phone = (await t.api<{ skus: Sku[]; services: Service[] }>('/api/goods/1001')).data;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.control('POST', 'reset');
  token = await t.login();
  await verifyRenter(t, token);
});

const sku = (term: number): Sku => {
  const found = phone.skus.find((s) => s.term === term);
  if (!found) throw new Error(`no ${term} term`);
  return found;
};
const accident = (): Service => phone.services.find((s) => s.required)!;
const screen = (): Service => phone.services.find((s) => !s.required)!;

let keySeq = 0;
function placeBody(extra: Record<string, unknown> = {}) {
  const s = sku(6);
  return {
    goodsId: 1001,
    skuId: s.skuId,
    term: 6,
    serviceIds: [accident().id],
    address: ADDRESS,
    requestKey: `k-${++keySeq}`,
    ...extra,
  };
}
const place = (extra: Record<string, unknown> = {}, lang?: string): Promise<Envelope<Placed>> =>
  t.api<Placed>('/api/order/place', { json: placeBody(extra), token, lang });
const detail = async (orderId: number, lang?: string): Promise<Detail> => {
  const res = await t.api<Detail>('/api/order/detail', { form: { orderId: String(orderId) }, token, lang });
  if (!res.success) throw new Error(res.msg);
  return res.data;
};
const call = (path: string, form: Record<string, string>, lang?: string) => t.api<unknown>(path, { form, token, lang });
const control = (orderId: number, action: string, body: unknown = {}) =>
  t.control<Detail>('POST', `orders/${orderId}/${action}`, body);
async function myCoupon(id: number): Promise<MyCoupon | undefined> {
  const list = await t.api<MyCoupon[]>('/api/coupon/my/list?status=unused', { token });
  return list.data.find((c) => c.id === id);
}

/** Drives a fresh order to the given state through the real calls and the control surface. */
async function orderIn(state: string, extra: Record<string, unknown> = {}): Promise<number> {
  const { orderId } = (await place(extra)).data;
  const steps: [string, () => Promise<unknown>][] = [
    ['PENDING_REVIEW', () => call('/api/order/freeze/notify', { orderId: String(orderId), resultCode: '9000' })],
    ['PENDING_SIGN', () => control(orderId, 'approve')],
    ['PENDING_PAY', () => signContract(t, token, orderId)],
    ['PENDING_SHIP', () => control(orderId, 'markFirstPaid')],
    ['SHIPPED', () => control(orderId, 'ship', { company: 'SF' })],
    ['IN_RENT', () => call('/api/order/received', { orderId: String(orderId) })],
    ['RETURN_DUE', () => control(orderId, 'endTerm')],
  ];
  if (state === 'CREATED') return orderId;
  for (const [reached, step] of steps) {
    await step();
    if (reached === state) break;
  }
  expect((await detail(orderId)).status).toBe(state);
  return orderId;
}

describe('pure billing rules', () => {
  test('due dates keep the day of month and clamp at month end', () => {
    const jan31 = Date.parse('2027-01-31T10:00:00+08:00');
    expect(dueDates(jan31, 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    const leap = Date.parse('2027-12-31T10:00:00+08:00');
    expect(dueDates(leap, 3)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29']);
    // China time decides the day: 20:00 UTC on the 30th is the 31st in Shenzhen.
    expect(dueDates(Date.parse('2027-03-30T20:00:00Z'), 2)).toEqual(['2027-03-31', '2027-04-30']);
  });

  test('coupon allocation: first period, spread evenly, sequential', () => {
    expect(allocate(5000, [30000, 30000, 30000], 'first_period')).toEqual([5000, 0, 0]);
    expect(allocate(50000, [30000, 30000], 'first_period')).toEqual([30000, 0]);
    expect(allocate(10000, [30000, 30000, 30000], 'spread_all')).toEqual([3334, 3333, 3333]);
    expect(allocate(45000, [30000, 30000, 30000], 'sequential')).toEqual([30000, 15000, 0]);
  });
});

describe('placing', () => {
  test('computes amounts and the monthly bill schedule', async () => {
    const res = await place({ serviceIds: [accident().id, screen().id] });
    expect(res).toMatchObject({ success: true, data: { status: 'CREATED' } });
    expect(res.data.orderNo).toMatch(/^ZL\d{8}\d{8}$/);
    expect(res.data.freeze.orderStr).toContain(`out_order_no=${res.data.orderNo}`);
    const d = await detail(res.data.orderId);
    const s = sku(6);
    const once = screen().price;
    const per = accident().price;
    expect(d.amount).toEqual({
      totalRent: s.totalRent,
      periodRent: s.periodRent,
      firstPay: s.periodRent + once + per,
      couponDiscount: 0,
      servicesFee: once + per * 6,
      deposit: s.deposit,
      creditWaived: Math.min(s.deposit, 300000),
      frozen: s.deposit - Math.min(s.deposit, 300000),
      buyoutPrice: s.buyoutPrice,
    });
    expect(d.bills.items).toHaveLength(6);
    expect(d.bills.items[0]).toMatchObject({ periodNo: 1, serviceAmount: once + per, status: 'unpaid', kind: 'rent' });
    expect(d.bills.items[1]).toMatchObject({ periodNo: 2, serviceAmount: per, amount: s.periodRent + per });
    expect(d.bills.unpaid).toBe(s.totalRent + once + per * 6);
    expect(d.actions).toEqual(['cancel', 'refreeze']);
    expect(d.statusText).toBe('待授权');
    expect(d.timeline.map((e) => e.key)).toEqual(['placed']);
  });

  test('due dates roll over month ends on the server clock', async () => {
    const target = Date.parse('2027-01-31T10:00:00+08:00');
    await t.control('POST', 'clock', { advanceMs: target - Date.now() });
    token = await t.login();
    const d = await detail((await place()).data.orderId);
    expect(d.bills.items.map((b) => b.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });

  test('a day-term rental has one row holding every service', async () => {
    const camera = (await t.api<{ skus: Sku[]; services: Service[] }>('/api/goods/5001')).data;
    const s = camera.skus[0]!;
    const ids = camera.services.map((x) => x.id);
    const res = await t.api<Placed>('/api/order/place', {
      json: {
        goodsId: 5001,
        skuId: s.skuId,
        term: s.term,
        serviceIds: ids,
        addressId: undefined,
        address: ADDRESS,
        requestKey: 'cam',
      },
      token,
    });
    expect(res.success).toBe(true);
    const d = await detail(res.data.orderId);
    expect(d.bills.items).toHaveLength(1);
    const fee = camera.services.reduce((sum, x) => sum + x.price, 0);
    expect(d.bills.items[0]).toMatchObject({ amount: s.totalRent + fee });
    expect(d.goods.termText).toBe(`${s.term}天`);
  });

  test('the same requestKey returns the same order, never a second one', async () => {
    const body = placeBody({ requestKey: 'same-key' });
    const a = await t.api<Placed>('/api/order/place', { json: body, token });
    const b = await t.api<Placed>('/api/order/place', { json: { ...body, term: 12 }, token });
    expect(b.data.orderId).toBe(a.data.orderId);
    const list = await t.api<{ total: number }>('/api/order/list', { token });
    expect(list.data.total).toBe(1);
  });

  test('validation failures', async () => {
    expect((await t.api('/api/order/place', { json: placeBody() })).code).toBe(401);
    expect((await place({ requestKey: '' })).code).toBe(400);
    expect((await place({ goodsId: 'x' })).code).toBe(400);
    expect((await place({ goodsId: 99999 })).code).toBe(404);
    expect((await place({ skuId: 1 })).code).toBe(404);
    expect((await place({ term: 12 }, 'en')).msg).toBe('The selected term does not match the option');
    expect((await place({ serviceIds: [] }, 'en')).msg).toBe('The required service "Accident cover" must be included');
    expect((await place({ serviceIds: [accident().id, 4] })).code).toBe(400);
    expect((await place({ address: undefined }, 'en')).msg).toBe('Please add a delivery address');
    expect((await place({ address: { ...ADDRESS, receiverPhone: '123' } })).msg).toContain('receiverPhone');
    expect((await place({ address: undefined, addressId: 42 })).code).toBe(404);
    expect((await place({ userCouponId: 1 })).code).toBe(404);
    const list = await t.api<{ total: number }>('/api/order/list', { token });
    expect(list.data.total).toBe(0);
  });

  test('coupon checks: used, expired, out of scope, not yours', async () => {
    const all = await t.api<MyCoupon[]>('/api/coupon/my/list?status=used', { token });
    const used = all.data[0]!;
    const refused = await place({ userCouponId: used.userCouponId }, 'en');
    expect(refused).toMatchObject({ msg: 'This coupon has already been used', data: { field: 'userCouponId' } });
    const expired = (await t.api<MyCoupon[]>('/api/coupon/my/list?status=expired', { token })).data[0]!;
    expect((await place({ userCouponId: expired.userCouponId })).code).toBe(409);
    // 9003 only covers drones and cameras.
    const drone = (await t.api<MyCoupon>('/api/coupon/get', { form: { couponId: '9003' }, token })).data;
    expect((await place({ userCouponId: drone.userCouponId }, 'en')).msg).toBe(
      'This coupon cannot be used on this device',
    );
    // Another renter's coupon is not yours.
    const other = await t.login('2088000000000555');
    const claimed = (await t.api<MyCoupon>('/api/coupon/get', { form: { couponId: '9004' }, token: other })).data;
    expect((await place({ userCouponId: claimed.userCouponId })).code).toBe(404);
  });

  test('threshold: a coupon needing more rent than the order has is refused', async () => {
    const camera = (await t.api<{ skus: Sku[]; services: Service[] }>('/api/goods/5001')).data;
    const s = camera.skus[0]!;
    expect(s.totalRent).toBeLessThan(100000);
    const full = (await myCoupon(9002))!;
    const res = await t.api('/api/order/place', {
      json: {
        goodsId: 5001,
        skuId: s.skuId,
        term: s.term,
        serviceIds: camera.services.filter((x) => x.required).map((x) => x.id),
        userCouponId: full.userCouponId,
        address: ADDRESS,
        requestKey: 'cheap',
      },
      token,
      lang: 'en',
    });
    expect(res).toMatchObject({ code: 409, msg: 'This coupon needs a total rent of at least ¥1,000.00' });
  });

  test('stock: open orders reserve it, a cancel gives it back', async () => {
    const s = sku(6) as Sku & { stock: number };
    const ids: number[] = [];
    for (let i = 0; i < s.stock; i++) ids.push((await place()).data.orderId);
    const sold = await place({}, 'en');
    expect(sold).toMatchObject({ code: 409, msg: 'This option is sold out' });
    await call('/api/order/cancle', { orderId: String(ids[0]), reason: 'x' });
    expect((await place()).success).toBe(true);
  });

  test('each coupon allocation, and the coupon is marked used', async () => {
    const s = sku(6);
    const first = (await myCoupon(9001))!;
    const a = await detail((await place({ userCouponId: first.userCouponId })).data.orderId);
    expect(a.amount.couponDiscount).toBe(5000);
    expect(a.bills.items.map((b) => b.discountAmount)).toEqual([5000, 0, 0, 0, 0, 0]);
    expect(await myCoupon(9001)).toBeUndefined();
    expect((await place({ userCouponId: first.userCouponId })).code).toBe(409);

    const spread = (await myCoupon(9002))!;
    const b = await detail((await place({ userCouponId: spread.userCouponId })).data.orderId);
    expect(b.bills.items.map((x) => x.discountAmount)).toEqual([1667, 1667, 1667, 1667, 1666, 1666]);
    expect(b.amount.couponDiscount).toBe(10000);

    const seq = (await t.api<MyCoupon>('/api/coupon/get', { form: { couponId: '9004' }, token })).data;
    const c = await detail((await place({ userCouponId: seq.userCouponId })).data.orderId);
    expect(c.bills.items.map((x) => x.discountAmount)).toEqual([3000, 0, 0, 0, 0, 0]);
    expect(c.amount.firstPay).toBe(s.periodRent + accident().price - 3000);
  });

  test('confirm previews the amounts without placing', async () => {
    const res = await t.api<{ amount: { periodRent: number }; bills: unknown[] }>('/api/order/confirm', {
      json: placeBody(),
      token,
    });
    expect(res.data.amount.periodRent).toBe(sku(6).periodRent);
    expect(res.data.bills).toHaveLength(6);
    expect((await t.api<{ total: number }>('/api/order/list', { token })).data.total).toBe(0);
  });

  test('confirm says what the term costs in all and what owning it at the end costs, by the buyout rule', async () => {
    type Preview = { amount: { buyoutPrice: number }; totals: { term: number; own: number }; bills: Bill[] };
    const seq = (await t.api<MyCoupon>('/api/coupon/get', { form: { couponId: '9004' }, token })).data;
    const body = placeBody({ userCouponId: seq.userCouponId });
    const { totals, bills, amount } = (await t.api<Preview>('/api/order/confirm', { json: body, token })).data;
    expect(totals.term).toBe(bills.reduce((sum, b) => sum + b.amount, 0));
    // Every row paid, nothing late: the rules' buyout leaves the end-of-term price, the coupon kept.
    expect(totals.own - totals.term).toBe(amount.buyoutPrice);
    const placed = await detail((await place({ userCouponId: seq.userCouponId })).data.orderId);
    expect(placed.bills.items.reduce((sum, b) => sum + b.amount, 0)).toBe(totals.term);
  });

  test('addresses: seeded default, save validates, place by addressId', async () => {
    const list = await t.api<{ id: number; isDefault: boolean }[]>('/api/address/list', { token });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]?.isDefault).toBe(true);
    const saved = await t.api<{ id: number; isDefault: boolean }>('/api/address/save', {
      json: { ...ADDRESS, isDefault: true },
      token,
    });
    expect(saved.data.isDefault).toBe(true);
    const after = await t.api<{ id: number; isDefault: boolean }[]>('/api/address/list', { token });
    expect(after.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([saved.data.id]);
    expect((await t.api('/api/address/save', { json: { ...ADDRESS, detail: '' }, token })).code).toBe(400);
    const res = await place({ address: undefined, addressId: saved.data.id });
    expect(res.success).toBe(true);
  });
});

describe('state machine', () => {
  test('freeze: 6001 keeps CREATED, refreeze gives a new orderStr, 9000 moves on', async () => {
    const { orderId, freeze } = (await place()).data;
    const id = String(orderId);
    const cancelled = await call('/api/order/freeze/notify', { orderId: id, resultCode: '6001' });
    expect(cancelled.data).toMatchObject({ status: 'CREATED', frozen: false });
    const again = await t.api<Placed>('/api/order/refreeze', { form: { orderId: id }, token });
    expect(again.data.freeze.orderStr).not.toBe(freeze.orderStr);
    // The wallet simulator's own record wins over what the client reports.
    await t.control('POST', 'wallet', { action: 'freeze', resultCode: '6001', times: 1 });
    await t.surface(`/wallet-sim/freeze`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderStr: again.data.freeze.orderStr }),
    });
    const lied = await call('/api/order/freeze/notify', { orderId: id, resultCode: '9000' });
    expect(lied.data).toMatchObject({ status: 'CREATED', resultCode: '6001' });
    const fresh = await t.api<Placed>('/api/order/refreeze', { form: { orderId: id }, token });
    await t.surface(`/wallet-sim/freeze`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderStr: fresh.data.freeze.orderStr }),
    });
    const ok = await call('/api/order/freeze/notify', { orderId: id, resultCode: '9000' });
    expect(ok.data).toMatchObject({ status: 'PENDING_REVIEW', frozen: true });
    const d = await detail(orderId);
    expect(d.actions).toEqual(['cancel']);
    expect((await call('/api/order/refreeze', { orderId: id }, 'en')).code).toBe(409);
  });

  test('the full happy path with actions at each step, then return and inspection', async () => {
    const expectations: [string, string[]][] = [
      ['PENDING_REVIEW', ['cancel']],
      ['PENDING_SIGN', ['cancel', 'sign', 'viewContract']],
      ['PENDING_PAY', ['pay', 'viewContract', 'viewBills', 'cancel']],
      ['PENDING_SHIP', ['viewContract', 'viewBills', 'cancel']],
      ['SHIPPED', ['confirmReceipt', 'viewLogistics', 'viewContract', 'viewBills']],
      ['IN_RENT', ['payBill', 'return', 'buyout', 'viewLogistics', 'viewContract', 'viewBills']],
      ['RETURN_DUE', ['payBill', 'return', 'buyout', 'viewLogistics', 'viewContract', 'viewBills']],
    ];
    for (const [state, actions] of expectations) {
      await t.control('POST', 'reset');
      token = await t.login();
      await verifyRenter(t, token);
      const orderId = await orderIn(state);
      expect((await detail(orderId)).actions).toEqual(actions);
    }
    const orderId = (await t.control<{ orderId: number }[]>('GET', 'orders'))[0]!.orderId;
    const d = await detail(orderId, 'en');
    expect(d.timeline.map((e) => e.key)).toEqual([
      'placed',
      'frozen',
      'approved',
      'signed',
      'firstPaid',
      'shipped',
      'received',
      'termEnded',
    ]);
    expect(d.explanation).toBe('The term is over: return the device or buy it out');
    expect(d.timeline.find((e) => e.key === 'shipped')?.text).toMatch(/^Shipped \(SF Express SF\d{13}\)$/);
    expect(d.bills.paid).toBe(d.bills.items[0]?.amount);
  });

  test('refusals from a wrong state are localized 409s', async () => {
    const orderId = await orderIn('PENDING_REVIEW');
    const id = String(orderId);
    const res = await call('/api/order/received', { orderId: id }, 'en');
    expect(res).toMatchObject({
      success: false,
      code: 409,
      msg: 'The order is "Under review", so you cannot confirm receipt',
    });
    expect((await call('/api/order/confirmChanges', { orderId: id })).msg).toBe(
      '订单当前状态为「审核中」，无法确认变更',
    );
    expect((await call('/api/order/apply/return', { orderId: id, reason: 'x' })).code).toBe(409);
    expect((await call('/api/order/apply/buyout', { orderId: id })).code).toBe(409);
    expect((await t.api(`/api/contract/create?orderId=${orderId}`, { token })).code).toBe(409);
    const refused = await t.surface(`/__control/orders/${orderId}/ship`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect((await t.surface(`/__control/orders/${orderId}/fly`, { method: 'POST' })).status).toBe(404);
  });

  test('changeTerms → PENDING_CONFIRM → confirmChanges → PENDING_SIGN with new bills', async () => {
    const orderId = await orderIn('PENDING_REVIEW');
    const changed = await control(orderId, 'changeTerms', { term: 12 });
    expect(changed.status).toBe('PENDING_CONFIRM');
    const d = await detail(orderId);
    expect(d.actions).toEqual(['cancel', 'confirmChanges']);
    expect(d.bills.items).toHaveLength(12);
    expect(d.amount.periodRent).toBe(sku(12).periodRent);
    const fr = await detail(orderId, 'fr');
    expect(fr.timeline.at(-1)?.text).toBe(
      `Le marchand l’a changée en 12 mois à ${money(sku(12).periodRent, 'fr')} par période`,
    );
    const res = await t.api<Detail>('/api/order/confirmChanges', { form: { orderId: String(orderId) }, token });
    expect(res.data.status).toBe('PENDING_SIGN');
    expect(res.data.contract.contractNo).toMatch(/^HT/);
  });

  test('reject returns the coupon; cancel (until shipped) returns the coupon and refuses later', async () => {
    const first = (await myCoupon(9001))!;
    const a = await orderIn('PENDING_REVIEW', { userCouponId: first.userCouponId });
    expect(await myCoupon(9001)).toBeUndefined();
    expect((await control(a, 'reject')).status).toBe('REJECTED');
    expect(await myCoupon(9001)).toBeDefined();
    expect((await detail(a)).actions).toEqual([]);

    const b = await orderIn('PENDING_SIGN', { userCouponId: first.userCouponId });
    expect((await call('/api/order/cancle', { orderId: String(b) })).code).toBe(400);
    const res = await t.api<Detail>('/api/order/cancle', { form: { orderId: String(b), reason: '不想租了' }, token });
    expect(res.data.status).toBe('CANCELLED');
    expect(res.data.timeline.at(-1)?.text).toBe('取消订单：不想租了');
    expect(await myCoupon(9001)).toBeDefined();
    const c = await orderIn('PENDING_PAY');
    const signedUnpaid = await t.api<Detail>('/api/order/cancle', { form: { orderId: String(c), reason: 'x' }, token });
    expect(signedUnpaid.data.status).toBe('CANCELLED');
    expect(signedUnpaid.data.bills).toMatchObject({ paid: 0, unpaid: 0, items: [] });
    const d = await orderIn('SHIPPED');
    expect((await call('/api/order/cancle', { orderId: String(d), reason: 'x' })).code).toBe(409);
  });

  test("another user's order is 404; bad ids are 400", async () => {
    const orderId = await orderIn('CREATED');
    const other = await t.login('2088000000000777');
    expect((await t.api('/api/order/detail', { form: { orderId: String(orderId) }, token: other })).code).toBe(404);
    expect(
      (await t.api('/api/order/cancle', { form: { orderId: String(orderId), reason: 'x' }, token: other })).code,
    ).toBe(404);
    expect((await call('/api/order/detail', { orderId: 'abc' })).code).toBe(400);
    expect((await call('/api/order/detail', {})).code).toBe(400);
  });
});

describe('logistics, return, buyout', () => {
  test('a Chinese trace names its cities as stored', async () => {
    const orderId = await orderIn('SHIPPED');
    const express = await t.api<{ traces: { context: string }[] }>('/api/order/express', {
      form: { orderId: String(orderId) },
      token,
      lang: 'zh-CN',
    });
    expect(express.data.traces[0]?.context).toContain('深圳市');
  });

  test('traces appear over server time after ship, newest first', async () => {
    const orderId = await orderIn('SHIPPED');
    const express = () =>
      t.api<{ state: string; trackingNo: string; traces: { context: string }[] }>('/api/order/express', {
        form: { orderId: String(orderId) },
        token,
        lang: 'en',
      });
    const first = await express();
    expect(first.data.trackingNo).toMatch(/^SF\d{13}$/);
    expect(first.data.traces).toHaveLength(1);
    expect(first.data.state).toBe('collected');
    await t.control('POST', 'clock', { advanceMs: 31 * 3_600_000 });
    const later = await express();
    expect(later.data.traces).toHaveLength(5);
    expect(later.data.state).toBe('signed');
    expect(later.data.traces[0]?.context).toContain('Delivered');
    // An English trace names its cities in English too, not as stored.
    const contexts = later.data.traces.map((trace) => trace.context).join(' | ');
    expect(contexts).toContain('Shenzhen');
    expect(contexts).not.toMatch(/\p{Script=Han}/u);
    const companies = await t.api<{ code: string; name: string }[]>('/api/common/express', { lang: 'en' });
    expect(companies.data.map((c) => c.code)).toContain('SF');
  });
});

describe('contract', () => {
  test('meta, html, sign page, check', async () => {
    const orderId = await orderIn('PENDING_SIGN');
    const meta = await t.api<{ contractNo: string; status: string; parties: { lessor: { name: string } } }>(
      `/api/contract/order?orderId=${orderId}`,
      { token, lang: 'en' },
    );
    expect(meta.data).toMatchObject({
      status: 'none',
      parties: { lessor: { name: 'Hangzhou Qitong Digital Technology Co., Ltd.' } },
    });
    const shown = await showContract(t, token, orderId);
    expect(shown.html).toContain(meta.data.contractNo);
    expect(shown.html).toContain('租金支付计划');
    expect(shown.html).not.toMatch(/<script|onerror=|javascript:/);
    const notYet = await t.api<{ signed: boolean }>(`/api/contract/check?orderId=${orderId}`, { token });
    expect(notYet.data.signed).toBe(false);
    const created = await createSigning(t, token, orderId, shown);
    const signUrl = new URL(created.data.signUrl);
    expect(signUrl.pathname).toBe('/wallet-sim/sign');
    expect((await fetch(`${t.url}${signUrl.pathname}${signUrl.search}`)).status).toBe(403);
    const pageRes = await t.surface(`${signUrl.pathname}${signUrl.search}`);
    const page = await pageRes.text();
    expect(page).toContain('<form method="post"');
    expect(page).toContain('租赁服务协议');
    expect((await t.api<{ status: string }>(`/api/contract/order?orderId=${orderId}`, { token })).data.status).toBe(
      'signing',
    );
    const signed = await postSignPage(t, created.data.signUrl, '#/orderDetail');
    expect(await signed.text()).toContain('postMessage');
    const check = await t.api<{ signed: boolean; status: string }>(`/api/contract/check?orderId=${orderId}`, { token });
    expect(check.data).toMatchObject({ signed: true, status: 'PENDING_PAY' });
    const mine = await t.api<{ contractNo: string; signedAt: string; goods: { name: string } }[]>(
      '/api/contract/list',
      { token },
    );
    expect(mine.data).toEqual([
      expect.objectContaining({
        contractNo: meta.data.contractNo,
        goods: expect.objectContaining({ name: 'Apple iPhone 16 Pro' }),
      }),
    ]);
    expect(mine.data[0]?.signedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await t.surface(`/wallet-sim/sign?token=nope`)).status).toBe(404);
  });

  test('the hostile fixture carries the dangerous markup', async () => {
    const orderId = await orderIn('CREATED');
    const res = await t.api<{ html: string }>('/api/order/contract/html', {
      json: { orderId, fixture: 'hostile' },
      token,
    });
    for (const bad of ['<script>', 'onerror=', 'javascript:', '<img src="https://', '<iframe'])
      expect(res.data.html).toContain(bad);
    expect((await t.api('/api/order/contract/html', { json: { orderId, fixture: 'other' }, token })).code).toBe(400);
  });
});

describe('reads', () => {
  test('list groups and paging, client info counts', async () => {
    const created = await orderIn('CREATED');
    await orderIn('PENDING_PAY');
    await orderIn('PENDING_SHIP');
    await orderIn('SHIPPED');
    await orderIn('IN_RENT');
    const returning = await orderIn('IN_RENT');
    await call('/api/order/apply/return', { orderId: String(returning), reason: 'x' });
    await call('/api/order/cancle', { orderId: String(created), reason: 'x' });
    const group = async (status: string) =>
      (await t.api<{ total: number; list: { status: string }[] }>(`/api/order/list?status=${status}`, { token })).data;
    expect((await group('all')).total).toBe(6);
    expect((await group('pending')).list.map((o) => o.status)).toEqual(['PENDING_SHIP', 'PENDING_PAY']);
    expect((await group('renting')).list.map((o) => o.status)).toEqual(['IN_RENT', 'SHIPPED']);
    expect((await group('returning')).total).toBe(1);
    expect((await group('finished')).list.map((o) => o.status)).toEqual(['CANCELLED']);
    const page2 = await t.api<{ list: unknown[]; total: number; pageNum: number }>(
      '/api/order/list?pageNum=2&pageSize=4',
      { token },
    );
    expect(page2.data).toMatchObject({ total: 6, pageNum: 2 });
    expect(page2.data.list).toHaveLength(2);
    expect((await t.api('/api/order/list?status=lost', { token })).code).toBe(400);
    const info = await t.api<{ orderCounts: Record<string, number> }>('/api/client/info', { token });
    expect(info.data.orderCounts).toEqual({
      pendingPay: 1,
      pendingShip: 1,
      shipped: 1,
      inRent: 1,
      returning: 1,
      toAuthorize: 0,
      toSign: 0,
      toPay: 1,
      pending: 2,
      renting: 2,
    });
  });

  test('the steps ahead carry their expected times: shipping by the rule after payment, delivery by the courier', async () => {
    const HOUR = 3_600_000;
    const pendingShip = await detail(await orderIn('PENDING_SHIP'));
    const paidAt = Date.parse(pendingShip.timeline.find((e) => e.key === 'firstPaid')!.time);
    const shipBy = paidAt + RULES.fulfilment.shipWithinHours * HOUR;
    expect(pendingShip.upcoming).toEqual([
      { key: 'ship', by: new Date(shipBy).toISOString() },
      { key: 'deliver', by: new Date(shipBy + 30 * HOUR).toISOString() },
    ]);
    const shippedId = await orderIn('SHIPPED');
    const shipped = await detail(shippedId);
    const shippedAt = Date.parse(shipped.timeline.find((e) => e.key === 'shipped')!.time);
    const deliverBy = new Date(shippedAt + 30 * HOUR).toISOString();
    expect(shipped.upcoming).toEqual([{ key: 'deliver', by: deliverBy }]);
    // The courier's last trace, the delivery, is at the time the estimate named.
    await t.control('POST', 'clock', { advanceMs: 30 * HOUR });
    expect((await detail(shippedId)).delivery?.traces[0]?.time).toBe(deliverBy);
    expect((await detail(await orderIn('IN_RENT'))).upcoming).toEqual([]);
    expect((await detail(await orderIn('PENDING_PAY'))).upcoming).toEqual([]);
  });

  test('texts follow Accept-Language', async () => {
    const orderId = await orderIn('CREATED');
    for (const [lang, text] of [
      ['zh-TW', '待授權'],
      ['en', 'Awaiting authorization'],
      ['es', 'Pendiente de autorización'],
      ['fr', 'En attente d’autorisation'],
    ] as const)
      expect((await detail(orderId, lang)).statusText).toBe(text);
  });
});
