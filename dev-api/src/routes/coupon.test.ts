import { orderIn } from '../testing/payment-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

interface CenterCoupon {
  id: number;
  name: string;
  scope: string;
  rule: string;
  claimed: boolean;
  stockLeft: number;
}
interface MyCoupon {
  id: number;
  userCouponId: number;
  status: string;
  validTo: string;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.control('POST', 'reset'));

test('the center lists the open coupons, marked claimed for the user who has them', async () => {
  const anonymous = await t.api<CenterCoupon[]>('/api/coupon/list');
  expect(anonymous.data.map((c) => c.id)).toEqual([9001, 9002, 9003, 9004, 9005, 9006]);
  expect(anonymous.data.every((c) => !c.claimed)).toBe(true);
  const token = await t.login();
  const mine = await t.api<CenterCoupon[]>('/api/coupon/list', { token });
  expect(mine.data.filter((c) => c.claimed).map((c) => c.id)).toEqual([9001, 9002]);
  expect(mine.data[0]?.rule).toBe('无门槛 · 全场通用 · 抵扣首期租金');
});

test('goodsId keeps the coupons usable on that goods: all, its category, itself', async () => {
  const phone = await t.api<CenterCoupon[]>('/api/coupon/list?goodsId=1001', { lang: 'en' });
  expect(phone.data.map((c) => c.id)).toEqual([9001, 9002, 9004, 9005, 9006]);
  expect(phone.data.find((c) => c.id === 9004)?.rule).toContain('Phones only');
  const drone = await t.api<CenterCoupon[]>('/api/coupon/list?goodsId=8001');
  expect(drone.data.map((c) => c.id)).toContain(9003);
  expect((await t.api('/api/coupon/list?goodsId=99999')).code).toBe(404);
  expect((await t.api('/api/coupon/list?goodsId=abc')).code).toBe(400);
});

test('a claim needs a login, works once, and shows up in my unused coupons', async () => {
  expect((await t.api('/api/coupon/get', { form: { couponId: '9004' } })).code).toBe(401);
  const token = await t.login();
  const first = await t.api<MyCoupon>('/api/coupon/get', { form: { couponId: '9004' }, token });
  expect(first).toMatchObject({ success: true, data: { id: 9004, status: 'unused' } });
  const again = await t.api('/api/coupon/get', { form: { couponId: '9004' }, token, lang: 'en' });
  expect(again).toMatchObject({ success: false, code: 409, msg: 'You have already claimed this coupon' });
  const unused = await t.api<MyCoupon[]>('/api/coupon/my/list?status=unused', { token });
  expect(unused.data.map((c) => c.id).sort()).toEqual([9001, 9002, 9004]);
  const info = await t.api<{ couponCount: number }>('/api/client/info', { token });
  expect(info.data.couponCount).toBe(3);
});

test('sold out, closed windows and unknown coupons are refused', async () => {
  const token = await t.login();
  expect((await t.api('/api/coupon/get', { form: { couponId: '9006' }, token })).msg).toBe('优惠券已被抢光');
  const closed = await t.api('/api/coupon/get', {
    form: { couponId: '9102' },
    token: await t.login('2088000000000777'),
  });
  expect(closed).toMatchObject({ code: 409, msg: '该优惠券不在领取时间内' });
  expect((await t.api('/api/coupon/get', { form: { couponId: '1' }, token })).code).toBe(404);
  expect((await t.api('/api/coupon/get', { form: { couponId: 'x' }, token })).code).toBe(400);
});

test('my coupons come in unused, used and expired', async () => {
  const token = await t.login();
  const used = await t.api<MyCoupon[]>('/api/coupon/my/list?status=used', { token });
  expect(used.data.map((c) => c.id)).toEqual([9102]);
  const expired = await t.api<MyCoupon[]>('/api/coupon/my/list?status=expired', { token });
  expect(expired.data.map((c) => c.id)).toEqual([9101]);
  expect((await t.api('/api/coupon/my/list?status=lost', { token })).code).toBe(400);
  expect((await t.api('/api/coupon/my/list')).code).toBe(401);
});

test('a spent coupon leaves the count and is marked used in the center, so it is never offered again', async () => {
  const token = await t.login();
  const unused = await t.api<MyCoupon[]>('/api/coupon/my/list', { token });
  const first = unused.data.find((c) => c.id === 9001)!;
  await orderIn(t, token, 'PENDING_REVIEW', { userCouponId: first.userCouponId });
  const left = await t.api<MyCoupon[]>('/api/coupon/my/list', { token });
  const info = await t.api<{ couponCount: number }>('/api/client/info', { token });
  expect(info.data.couponCount).toBe(left.data.length);
  expect(left.data.map((c) => c.id)).toEqual([9002]);
  const center = await t.api<(CenterCoupon & { mine: string | null })[]>('/api/coupon/list?goodsId=1001', { token });
  expect(center.data.find((c) => c.id === 9001)).toMatchObject({ claimed: true, mine: 'used' });
  expect(center.data.find((c) => c.id === 9002)).toMatchObject({ claimed: true, mine: 'unused' });
  expect(center.data.find((c) => c.id === 9004)).toMatchObject({ claimed: false, mine: null });
});
