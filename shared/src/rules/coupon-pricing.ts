/**
 * What a coupon takes off an order, as the dev API charges it. The confirm page ranks and shows
 * coupons with these same functions, so the saving a renter picks is the discount the bill carries.
 * The dev API runs this file from its build (`@rental/shared/coupon-pricing`): it imports nothing.
 */

export type CouponApplyTo = 'first_period' | 'spread_all' | 'sequential';

/** `type` stays a string: a kind this file doesn't know is taken at face value, like cash. */
export interface CouponTerms {
  type: string;
  value: number;
  applyTo: CouponApplyTo;
}

/** The rent a coupon is priced against: `periods` rows of `periodRent` (one row for a day rental). */
export interface RentPrice {
  periodRent: number;
  periods: number;
  dailyRent: number;
}

/** The coupon's whole value on this order, before it is spread over the rows. */
export function couponValue(coupon: CouponTerms, price: RentPrice): number {
  const totalRent = price.periodRent * price.periods;
  let value: number;
  switch (coupon.type) {
    case 'discount':
      value = Math.round(
        ((coupon.applyTo === 'first_period' ? price.periodRent : totalRent) * (100 - coupon.value)) / 100,
      );
      break;
    case 'first_period_free':
      value = price.periodRent;
      break;
    case 'free_days':
      value = price.dailyRent * coupon.value;
      break;
    default:
      value = coupon.value;
  }
  return Math.max(0, Math.min(value, totalRent));
}

/** Spreads a discount over the rows' rent: all on row 1, evenly, or earliest rows first. */
export function allocateDiscount(discount: number, rents: readonly number[], applyTo: CouponApplyTo): number[] {
  const out = rents.map(() => 0);
  if (discount <= 0 || rents.length === 0) return out;
  if (applyTo === 'first_period') {
    out[0] = Math.min(discount, rents[0] ?? 0);
    return out;
  }
  if (applyTo === 'spread_all') {
    const share = Math.floor(discount / rents.length);
    let extra = discount - share * rents.length;
    return rents.map((rent) => {
      const take = Math.min(rent, share + (extra > 0 ? 1 : 0));
      if (extra > 0) extra--;
      return take;
    });
  }
  let left = discount;
  return rents.map((rent) => {
    const take = Math.min(rent, left);
    left -= take;
    return take;
  });
}

/** Each row's rent: the same `periodRent` every period. */
export const rentRows = (price: RentPrice): number[] => Array.from({ length: price.periods }, () => price.periodRent);

/** Each row's share of the coupon, as the bills carry it. */
export const couponDiscounts = (coupon: CouponTerms, price: RentPrice): number[] =>
  allocateDiscount(couponValue(coupon, price), rentRows(price), coupon.applyTo);

/** What the coupon takes off the order in all: the `couponDiscount` the price preview answers. */
export const couponSaving = (coupon: CouponTerms, price: RentPrice): number =>
  couponDiscounts(coupon, price).reduce((sum, share) => sum + share, 0);

/** A claimed coupon stays usable up to and including the instant it runs out (`validTo`). */
export const couponExpired = (validTo: number, now: number): boolean => now > validTo;
