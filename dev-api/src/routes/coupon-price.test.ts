import { couponSaving } from '@rental/shared/coupon-pricing';
import { verifyRenter } from '../testing/renter-steps';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Sku {
  skuId: number;
  term: number;
  termUnit: 'day' | 'month';
  periods: number;
  periodRent: number;
  dailyRent: number;
}
interface Goods {
  skus: Sku[];
  services: { id: number; required: boolean }[];
}
interface MyCoupon {
  id: number;
  userCouponId: number;
  type: string;
  value: number;
  applyTo: 'first_period' | 'spread_all' | 'sequential';
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

// The confirm page ranks and shows coupons with the shared rule, from the coupon list and the goods
// as the app receives them; what it shows must be the discount the server then prices.
test.each([
  ['a 12-month phone', 1001, 'month'],
  ['a day-rented camera', 5001, 'day'],
])("on %s, every coupon saves on the price preview what the app's coupon row shows", async (_what, goodsId) => {
  await t.control('POST', 'reset');
  const token = await t.login();
  await verifyRenter(t, token);
  for (const couponId of [9003, 9004, 9005, 9006])
    await t.api('/api/coupon/get', { token, form: { couponId: String(couponId) } });
  const goods = (await t.api<Goods>(`/api/goods/${goodsId}`)).data;
  const sku = goods.skus[goods.skus.length - 1];
  if (!sku) throw new Error(`goods ${goodsId} has no SKU`);
  const mine = (await t.api<MyCoupon[]>('/api/coupon/my/list?status=unused', { token })).data;
  const body = {
    goodsId,
    skuId: sku.skuId,
    term: sku.term,
    serviceIds: goods.services.filter((s) => s.required).map((s) => s.id),
  };
  const priced = [];
  for (const coupon of mine) {
    const res = await t.api<{ amount: { couponDiscount: number } }>('/api/order/confirm', {
      token,
      json: { ...body, userCouponId: coupon.userCouponId },
    });
    if (!res.success) continue;
    const shown = couponSaving(coupon, { periodRent: sku.periodRent, dailyRent: sku.dailyRent, periods: sku.periods });
    priced.push({ coupon: coupon.id, charged: res.data.amount.couponDiscount, shown });
  }
  expect(priced.length).toBeGreaterThan(1);
  expect(priced.filter((p) => p.charged !== p.shown)).toEqual([]);
});
