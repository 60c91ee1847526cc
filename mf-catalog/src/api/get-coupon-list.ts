import { http, isArrayOf, isCenterCoupon, type CenterCoupon } from '@rental/shared';
import { INLINE_CALL } from './inline-call';

const isCenterList = (v: unknown): v is CenterCoupon[] => isArrayOf(v, isCenterCoupon);

/** The coupon center; with `goodsId`, only the coupons usable on that goods. */
export function getCouponList(goodsId?: number) {
  return http.get<CenterCoupon[]>('/api/coupon/list', { params: { goodsId }, guard: isCenterList, ...INLINE_CALL });
}
