import { http, type MyCoupon } from '@rental/shared';
import { isMyCouponList } from './guards';

/** The renter's unused coupons. Silent: the coupon row says it couldn't load, with a retry. */
export function getMyCoupons(signal?: AbortSignal): Promise<MyCoupon[] | undefined> {
  return http.get('/api/coupon/my/list', {
    params: { status: 'unused' },
    guard: isMyCouponList,
    silent: true,
    signal,
  });
}
