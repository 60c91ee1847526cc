import { isArrayOf, isBoolean, isNumber, isRecord, isString } from './guards';

export type CouponScope = 'all' | 'category' | 'goods';
export type CouponApplyTo = 'first_period' | 'spread_all' | 'sequential';

/** What every coupon carries, in the center or in my coupons (contract "Catalog calls"). */
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

export interface CenterCoupon extends CouponBase {
  validDays: number;
  stockLeft: number;
  claimed: boolean;
  /** The renter's own copy, if they claimed one: only `unused` can go on an order. */
  mine: MyCouponStatus | null;
  status: 'available';
}

export type MyCouponStatus = 'unused' | 'used' | 'expired';

export interface MyCoupon extends CouponBase {
  userCouponId: number;
  status: MyCouponStatus;
  claimedAt: string;
  usedAt: string | null;
}

const isScope = (v: unknown): v is CouponScope => v === 'all' || v === 'category' || v === 'goods';
const isApplyTo = (v: unknown): v is CouponApplyTo => v === 'first_period' || v === 'spread_all' || v === 'sequential';

function isCouponBase(v: unknown): v is CouponBase {
  return (
    isRecord(v) &&
    isNumber(v.id) &&
    isString(v.name) &&
    isString(v.type) &&
    isNumber(v.value) &&
    isNumber(v.threshold) &&
    isScope(v.scope) &&
    isArrayOf(v.scopeIds, isNumber) &&
    isApplyTo(v.applyTo) &&
    isString(v.rule) &&
    isString(v.validFrom) &&
    isString(v.validTo)
  );
}

const isMyStatus = (v: unknown): v is MyCouponStatus => v === 'unused' || v === 'used' || v === 'expired';

export const isCenterCoupon = (v: unknown): v is CenterCoupon =>
  isCouponBase(v) &&
  isRecord(v) &&
  isNumber(v.validDays) &&
  isNumber(v.stockLeft) &&
  isBoolean(v.claimed) &&
  (v.mine === null || isMyStatus(v.mine));

export const isMyCoupon = (v: unknown): v is MyCoupon =>
  isCouponBase(v) && isRecord(v) && isNumber(v.userCouponId) && isMyStatus(v.status) && isString(v.claimedAt);
