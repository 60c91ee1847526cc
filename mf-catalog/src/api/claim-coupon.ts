import { http } from '@rental/shared';
import { isMyCoupon, type MyCoupon } from './coupons';

/** Claims a coupon for the logged-in user; refusals (claimed, sold out) are toasted by the client. */
export function claimCoupon(couponId: number) {
  return http.post<MyCoupon>('/api/coupon/get', { couponId }, { guard: isMyCoupon, loading: false });
}
