import { allocateDiscount, couponDiscounts, couponExpired, couponSaving, couponValue } from './coupon-pricing';

// A 12-month phone at ¥99 a period (¥1,188 in all), ¥3.30 a day.
const phone = { periodRent: 9900, periods: 12, dailyRent: 330 };
// A 7-day camera rental: one row of ¥210.
const camera = { periodRent: 21000, periods: 1, dailyRent: 3000 };

describe('what a coupon is worth on an order', () => {
  test('cash and full reduction are their face value', () => {
    expect(couponValue({ type: 'cash', value: 5000, applyTo: 'sequential' }, phone)).toBe(5000);
    expect(couponValue({ type: 'full_reduction', value: 10000, applyTo: 'spread_all' }, phone)).toBe(10000);
  });

  test('a discount takes its share of the first period, or of the whole rent', () => {
    expect(couponValue({ type: 'discount', value: 90, applyTo: 'first_period' }, phone)).toBe(990);
    expect(couponValue({ type: 'discount', value: 80, applyTo: 'spread_all' }, phone)).toBe(23760);
  });

  test('a free first period is one period of rent; free days are the daily rent times the days', () => {
    expect(couponValue({ type: 'first_period_free', value: 0, applyTo: 'first_period' }, phone)).toBe(9900);
    expect(couponValue({ type: 'free_days', value: 7, applyTo: 'first_period' }, phone)).toBe(2310);
  });

  test('never more than the rent, never below nothing', () => {
    expect(couponValue({ type: 'cash', value: 500000, applyTo: 'sequential' }, phone)).toBe(118800);
    expect(couponValue({ type: 'discount', value: 120, applyTo: 'sequential' }, phone)).toBe(0);
  });
});

describe('how the discount lands on the bill rows', () => {
  test('a spread smaller than the rows puts a fen on each of the earliest ones', () => {
    expect(allocateDiscount(2, [100, 100, 100], 'spread_all')).toEqual([1, 1, 0]);
    expect(allocateDiscount(0, [100, 100], 'sequential')).toEqual([0, 0]);
  });

  test('a first-period coupon worth more than row 1 saves only row 1', () => {
    const bigFirst = { type: 'cash', value: 20000, applyTo: 'first_period' } as const;
    expect(couponDiscounts(bigFirst, phone)).toEqual([9900, ...Array<number>(11).fill(0)]);
    expect(couponSaving(bigFirst, phone)).toBe(9900);
  });

  test('the saving is what the rows carry in all, on a day rental too', () => {
    expect(couponSaving({ type: 'discount', value: 80, applyTo: 'spread_all' }, phone)).toBe(23760);
    expect(couponSaving({ type: 'free_days', value: 7, applyTo: 'first_period' }, camera)).toBe(21000);
  });
});

test('a coupon is still usable at the very instant it runs out, and not a moment after', () => {
  const validTo = Date.parse('2026-12-31T00:00:00Z');
  expect(couponExpired(validTo, validTo)).toBe(false);
  expect(couponExpired(validTo, validTo + 1)).toBe(true);
});
