import type { CouponApplyTo } from '../rules/coupon-pricing';

/** Coupons as the catalog and order calls answer them (docs/api-contract.md, "Catalog"). Money in fen. */

export type { CouponApplyTo };
export type CouponScope = 'all' | 'category' | 'goods';
export type MyCouponStatus = 'unused' | 'used' | 'expired';

/** What every coupon carries, in the center or in my coupons. */
export interface CouponBase {
  id: number;
  name: string;
  type: string;
  value: number;
  threshold: number;
  scope: CouponScope;
  scopeIds: number[];
  applyTo: CouponApplyTo;
  rule: string;
  validFrom: string;
  validTo: string;
}

/** A coupon of the center (`GET /api/coupon/list`). */
export interface CenterCoupon extends CouponBase {
  validDays: number;
  stockLeft: number;
  claimed: boolean;
  /** The renter's own copy, if they claimed one: only `unused` can go on an order. */
  mine: MyCouponStatus | null;
  status: 'available';
}

/** One of the renter's coupons (`GET /api/coupon/my/list`); `id` is the campaign, `userCouponId` this copy. */
export interface MyCoupon extends CouponBase {
  userCouponId: number;
  status: MyCouponStatus;
  claimedAt: string;
  usedAt: string | null;
}

/** A node of the category tree (`GET /api/goods/category`): top level with its `children`. */
export interface Category {
  id: number;
  name: string;
  icon: string;
  parentId: number | null;
  children?: Category[];
}
