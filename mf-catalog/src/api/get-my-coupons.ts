import { http, MyCouponListSchema, type MyCouponStatus } from '@rental/shared';

export function getMyCoupons(status: MyCouponStatus) {
  return http.get('/api/coupon/my/list', { params: { status }, schema: MyCouponListSchema, loading: false });
}
