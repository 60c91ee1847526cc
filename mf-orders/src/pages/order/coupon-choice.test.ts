import type { MyCoupon } from '@rental/shared';
import { categoryPath, initialCoupon, rankCoupons, type CouponContext } from './coupon-choice';

const NOW = Date.parse('2026-11-20T10:00:00Z');

function coupon(patch: Partial<MyCoupon> & Pick<MyCoupon, 'userCouponId'>): MyCoupon {
  return {
    id: 9000 + patch.userCouponId,
    name: `coupon ${patch.userCouponId}`,
    type: 'cash',
    value: 1000,
    threshold: 0,
    scope: 'all',
    scopeIds: [],
    applyTo: 'sequential',
    rule: '',
    status: 'unused',
    validFrom: '2026-01-01T00:00:00Z',
    validTo: '2026-12-31T00:00:00Z',
    claimedAt: '2026-01-01T00:00:00Z',
    usedAt: null,
    ...patch,
  };
}

// A 12-month phone at ¥99/period: ¥1,188 total rent.
const ctx: CouponContext = {
  goodsId: 1001,
  categoryPath: [1, 11],
  sku: { periodRent: 9900, totalRent: 118800, dailyRent: 330, termUnit: 'month', periods: 12 },
  now: NOW,
};

test('ranks usable coupons by what they take off this order, not by face value', () => {
  const ranked = rankCoupons(
    [
      coupon({ userCouponId: 1, value: 2000 }),
      // ¥200 off but only on the first period: it can save at most ¥99.
      coupon({ userCouponId: 2, value: 20000, applyTo: 'first_period' }),
      // 20% off the whole rent: ¥237.60.
      coupon({ userCouponId: 3, type: 'discount', value: 80, applyTo: 'spread_all' }),
      coupon({ userCouponId: 4, type: 'first_period_free', value: 0, applyTo: 'first_period' }),
    ],
    ctx,
  );
  expect(ranked.map((o) => [o.coupon.userCouponId, o.saving])).toEqual([
    [3, 23760],
    [2, 9900],
    [4, 9900],
    [1, 2000],
  ]);
});

test('the best usable coupon is preselected; ineligible ones never are', () => {
  const ranked = rankCoupons(
    [
      coupon({ userCouponId: 1, value: 50000, threshold: 200000 }),
      coupon({ userCouponId: 2, value: 40000, scope: 'goods', scopeIds: [2002] }),
      coupon({ userCouponId: 3, value: 30000, validTo: '2026-11-01T00:00:00Z' }),
      coupon({ userCouponId: 4, value: 30000, scope: 'category', scopeIds: [1] }),
      coupon({ userCouponId: 5, value: 500 }),
    ],
    ctx,
  );
  expect(ranked.filter((o) => o.blocked).map((o) => [o.coupon.userCouponId, o.blocked])).toEqual([
    [1, 'threshold'],
    [2, 'scope'],
    [3, 'expired'],
  ]);
  expect(initialCoupon(ranked, {})).toBe(4);
});

test('"no coupon" chosen by the renter stays chosen', () => {
  const ranked = rankCoupons([coupon({ userCouponId: 1 })], ctx);
  expect(initialCoupon(ranked, { userCouponId: 0 })).toBeNull();
});

test("the product page's coupon campaign picks the renter's copy of it over a bigger one", () => {
  const ranked = rankCoupons(
    [coupon({ userCouponId: 1, value: 5000 }), coupon({ userCouponId: 2, id: 9002, value: 1000 })],
    ctx,
  );
  expect(initialCoupon(ranked, { couponId: 9002 })).toBe(2);
  // A campaign the renter doesn't hold (or can't use) falls back to the best.
  expect(initialCoupon(ranked, { couponId: 9999 })).toBe(1);
});

test('an explicit choice that is no longer usable falls back to the best one', () => {
  const ranked = rankCoupons(
    [coupon({ userCouponId: 1, value: 5000 }), coupon({ userCouponId: 2, value: 9000, threshold: 999999 })],
    ctx,
  );
  expect(initialCoupon(ranked, { userCouponId: 2 })).toBe(1);
});

test('with no usable coupon nothing is preselected', () => {
  expect(initialCoupon(rankCoupons([coupon({ userCouponId: 1, status: 'used' })], ctx), {})).toBeNull();
  expect(initialCoupon([], {})).toBeNull();
});

test('category path finds the ancestors of a child category', () => {
  const tree = [
    { id: 1, children: [{ id: 11 }, { id: 12 }] },
    { id: 2, children: [{ id: 21, children: [{ id: 211 }] }] },
  ];
  expect(categoryPath(tree, 211)).toEqual([2, 21, 211]);
  expect(categoryPath(tree, 99)).toEqual([99]);
});

// The client once priced coupons with rules of its own; where they differed, the server's now rule.
describe("the server's coupon rule decides", () => {
  test('a coupon running out at this very instant is still offered, as the server still accepts it', () => {
    const expiring = coupon({ userCouponId: 1, validTo: new Date(NOW).toISOString() });
    expect(rankCoupons([expiring], ctx)[0]?.blocked).toBeNull();
    expect(rankCoupons([expiring], { ...ctx, now: NOW + 1 })[0]?.blocked).toBe('expired');
  });

  test('a day rental is one bill row: a first-period coupon may save all of it', () => {
    const week = { periodRent: 21000, totalRent: 21000, dailyRent: 3000, termUnit: 'day', periods: 1 } as const;
    const freeWeek = coupon({ userCouponId: 1, type: 'free_days', value: 7, applyTo: 'first_period' });
    expect(rankCoupons([freeWeek], { ...ctx, sku: week })[0]?.saving).toBe(21000);
  });
});
