import { http, isMyCoupon, type MyCoupon } from '@rental/shared';

/** Claims a coupon for the logged-in user; refusals (claimed, sold out) are toasted by the client. */
export function claimCoupon(couponId: number) {
  return http.post<MyCoupon>('/api/coupon/get', { couponId }, { guard: isMyCoupon, loading: false });
}
