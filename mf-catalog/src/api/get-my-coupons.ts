import { http, isArrayOf, isMyCoupon, type MyCoupon, type MyCouponStatus } from '@rental/shared';
import { INLINE_CALL } from './inline-call';

const isMyList = (v: unknown): v is MyCoupon[] => isArrayOf(v, isMyCoupon);

export function getMyCoupons(status: MyCouponStatus) {
  return http.get<MyCoupon[]>('/api/coupon/my/list', { params: { status }, guard: isMyList, ...INLINE_CALL });
}
