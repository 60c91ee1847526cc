import { http } from '@rental/shared';
import type { CouponApplyTo } from '@rental/shared/coupon-pricing';
import { isArrayOf, isNumber, isRecord, isString } from './place-guards';

export type CouponScope = 'all' | 'category' | 'goods';

/** One of the renter's coupons (`GET /api/coupon/my/list`); `id` is the campaign, `userCouponId` this copy. */
export interface MyCoupon {
  id: number;
  userCouponId: number;
  name: string;
  type: string;
  value: number;
  threshold: number;
  scope: CouponScope;
  scopeIds: number[];
  applyTo: CouponApplyTo;
  rule: string;
  status: 'unused' | 'used' | 'expired';
  validTo: string;
}

const isCoupon = (v: unknown): v is MyCoupon =>
  isRecord(v) &&
  isNumber(v.id) &&
  isNumber(v.userCouponId) &&
  isString(v.name) &&
  isString(v.type) &&
  isNumber(v.value) &&
  isNumber(v.threshold) &&
  (v.scope === 'all' || v.scope === 'category' || v.scope === 'goods') &&
  isArrayOf(v.scopeIds, isNumber) &&
  (v.applyTo === 'first_period' || v.applyTo === 'spread_all' || v.applyTo === 'sequential') &&
  isString(v.rule) &&
  (v.status === 'unused' || v.status === 'used' || v.status === 'expired') &&
  isString(v.validTo);

/** The renter's unused coupons. Silent: the coupon row says it couldn't load, with a retry. */
export function getMyCoupons(signal?: AbortSignal): Promise<MyCoupon[] | undefined> {
  return http.get('/api/coupon/my/list', {
    params: { status: 'unused' },
    guard: (v): v is MyCoupon[] => isArrayOf(v, isCoupon),
    silent: true,
    signal,
  });
}
