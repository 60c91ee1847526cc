import { http, MyCouponSchema, v, type MyCouponStatus } from '@rental/shared';

const MyCouponListSchema = v.array(MyCouponSchema);

export function getMyCoupons(status: MyCouponStatus) {
  return http.get('/api/coupon/my/list', { params: { status }, schema: MyCouponListSchema, loading: false });
}
