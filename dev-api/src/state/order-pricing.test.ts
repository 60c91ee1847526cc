import { CATALOG } from '../data/catalog';
import { RULES } from '../data/rental-rules';
import { buyoutPriceAfterChange, depositSplit, quote } from './order-pricing';
import type { OrderService } from './order-types';

const monthly = CATALOG.flatMap((g) => g.skus).find((s) => s.termUnit === 'month' && s.term === 12);
const daily = CATALOG.flatMap((g) => g.skus).find((s) => s.termUnit === 'day');
if (!monthly || !daily) throw new Error('the seed lost its 12-month or day SKUs');

const screen: OrderService = { id: 1, key: 'screen', payMode: 'once', price: 4900 };
const accident: OrderService = { id: 2, key: 'accident', payMode: 'perPeriod', price: 1000 };
const anchor = Date.parse('2027-01-31T10:00:00+08:00');

test('a once-paid service is on row 1 alone, a per-period one on every row', () => {
  const { amount, bills } = quote({ sku: monthly, services: [screen, accident], coupon: null, anchor });
  expect(bills).toHaveLength(12);
  expect(bills[0]?.serviceAmount).toBe(5900);
  expect(bills.slice(1).every((b) => b.serviceAmount === 1000)).toBe(true);
  expect(amount.servicesFee).toBe(4900 + 12 * 1000);
  expect(amount.firstPay).toBe(monthly.periodRent + 5900);
  expect(bills.map((b) => b.dueDate).slice(0, 3)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
});

test("the coupon's discount is on the rows it lands on, and the amounts say the same", () => {
  const coupon = { type: 'cash', value: 3000, applyTo: 'spread_all' } as const;
  const { amount, bills } = quote({ sku: monthly, services: [], coupon, anchor });
  expect(bills.reduce((sum, b) => sum + b.discountAmount, 0)).toBe(3000);
  expect(amount.couponDiscount).toBe(3000);
  expect(bills.every((b) => b.amount === b.originalAmount - b.discountAmount)).toBe(true);
});

test('a day rental is one row holding the whole rent', () => {
  const { amount, bills } = quote({ sku: daily, services: [accident], coupon: null, anchor });
  expect(bills).toHaveLength(1);
  expect(bills[0]?.amount).toBe(daily.periodRent + 1000);
  expect(amount.totalRent).toBe(daily.periodRent);
});

test('the deposit: a good credit score waives up to the cap, the rest is frozen', () => {
  const cap = RULES.deposit.creditWaiverCap;
  expect(depositSplit(cap - 100)).toEqual({ creditWaived: cap - 100, frozen: 0 });
  expect(depositSplit(cap + 5000)).toEqual({ creditWaived: cap, frozen: 5000 });
});

test("a merchant's lower rent raises the buyout by as much, never below zero", () => {
  const sku = { buyoutPrice: 50000, totalRent: 120000 };
  expect(buyoutPriceAfterChange(sku, 100000)).toBe(70000);
  expect(buyoutPriceAfterChange(sku, 200000)).toBe(0);
  const changed = quote({
    sku: monthly,
    services: [],
    coupon: null,
    anchor,
    periodRentOverride: monthly.periodRent - 100,
  });
  expect(changed.amount.buyoutPrice).toBe(monthly.buyoutPrice + 1200);
  expect(quote({ sku: monthly, services: [], coupon: null, anchor }).amount.buyoutPrice).toBe(monthly.buyoutPrice);
});
