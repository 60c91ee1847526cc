import { http, MyCouponSchema } from '@rental/shared';

/** Claims a coupon for the logged-in user; refusals (claimed, sold out) are toasted by the client. */
export function claimCoupon(couponId: number) {
  return http.post('/api/coupon/get', { couponId }, { schema: MyCouponSchema, loading: false });
}
