import { couponDiscounts, type CouponTerms } from '@rental/shared/coupon-pricing';
import type { SkuRecord } from '../data/catalog';
import { RULES } from '../data/rental-rules';
import { dueDates } from './order-dates';
import type { Bill, OrderAmount, OrderService } from './order-types';

export interface Quote {
  amount: OrderAmount;
  bills: Omit<Bill, 'id'>[];
}

export interface QuoteInput {
  sku: SkuRecord;
  services: readonly OrderService[];
  coupon: CouponTerms | null;
  /** When the rental is placed or changed: the first row is due that day, the others monthly after. */
  anchor: number;
  /** A merchant's changed rent per period; `null` keeps the SKU's. */
  periodRentOverride?: number | null;
}

/**
 * The buyout price once a merchant changed the rent: whatever the total rent moved by, the buyout
 * moves the other way, so rent plus buyout stays the device's contract value.
 */
export function buyoutPriceAfterChange(sku: Pick<SkuRecord, 'buyoutPrice' | 'totalRent'>, totalRent: number): number {
  return Math.max(0, sku.buyoutPrice + sku.totalRent - totalRent);
}

/** The deposit's split: the part a good credit score waives (up to the rules' cap), and the part frozen. */
export function depositSplit(deposit: number): { creditWaived: number; frozen: number } {
  const creditWaived = Math.min(deposit, RULES.deposit.creditWaiverCap);
  return { creditWaived, frozen: deposit - creditWaived };
}

/**
 * The order's amounts and its bill schedule: one row a month (one for a day rental), once-paid
 * services on row 1, per-period services on every row, the coupon spread as its terms say.
 */
/** A rent row not yet paid: its rent and services, less its share of the coupon. */
export function rentRow(row: {
  periodNo: number;
  periodTotal: number;
  dueDate: string;
  periodRent: number;
  serviceAmount: number;
  discountAmount: number;
}) {
  const originalAmount = row.periodRent + row.serviceAmount;
  return {
    periodNo: row.periodNo,
    periodTotal: row.periodTotal,
    dueDate: row.dueDate,
    rentAmount: row.periodRent,
    serviceAmount: row.serviceAmount,
    originalAmount,
    discountAmount: row.discountAmount,
    amount: originalAmount - row.discountAmount,
    overdueFee: 0,
    overdueDays: 0,
    paidAmount: 0,
    paidAt: null,
    payChannel: null,
    status: 'unpaid' as const,
    kind: 'rent' as const,
  };
}

export function quote(input: QuoteInput): Quote {
  const { sku, services, coupon, anchor } = input;
  const periods = sku.termUnit === 'month' ? sku.term : 1;
  const periodRent = input.periodRentOverride ?? sku.periodRent;
  const price = { periodRent, periods, dailyRent: sku.dailyRent };
  const totalRent = periodRent * periods;
  const discounts = coupon ? couponDiscounts(coupon, price) : Array.from({ length: periods }, () => 0);
  const feeOf = (mode: OrderService['payMode']) =>
    services.filter((s) => s.payMode === mode).reduce((sum, s) => sum + s.price, 0);
  const once = feeOf('once');
  const perPeriod = feeOf('perPeriod');
  const dates = dueDates(anchor, periods);
  const bills = discounts.map((discountAmount, i) => {
    const serviceAmount = perPeriod + (i === 0 ? once : 0);
    return rentRow({
      periodNo: i + 1,
      periodTotal: periods,
      dueDate: dates[i] ?? '',
      periodRent,
      serviceAmount,
      discountAmount,
    });
  });
  return {
    amount: {
      totalRent,
      periodRent,
      firstPay: bills[0]?.amount ?? 0,
      couponDiscount: discounts.reduce((a, b) => a + b, 0),
      servicesFee: once + perPeriod * periods,
      deposit: sku.deposit,
      ...depositSplit(sku.deposit),
      buyoutPrice: input.periodRentOverride == null ? sku.buyoutPrice : buyoutPriceAfterChange(sku, totalRent),
    },
    bills,
  };
}
