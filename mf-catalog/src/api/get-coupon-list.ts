import { http, type CenterCoupon } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isCenterCouponList } from './guards';

/** The coupon center; with `goodsId`, only the coupons usable on that goods. */
export function getCouponList(goodsId?: number) {
  return http.get<CenterCoupon[]>('/api/coupon/list', {
    params: { goodsId },
    guard: isCenterCouponList,
    ...INLINE_CALL,
  });
}
