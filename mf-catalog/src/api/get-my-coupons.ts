import { http, type MyCoupon, type MyCouponStatus } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isMyCouponList } from './guards';

export function getMyCoupons(status: MyCouponStatus) {
  return http.get<MyCoupon[]>('/api/coupon/my/list', { params: { status }, guard: isMyCouponList, ...INLINE_CALL });
}
