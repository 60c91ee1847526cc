import { http, MyCouponListSchema } from '@rental/shared';

/** The renter's unused coupons. Silent: the coupon row says it couldn't load, with a retry. */
export function getMyCoupons(signal?: AbortSignal) {
  return http.get('/api/coupon/my/list', {
    params: { status: 'unused' },
    schema: MyCouponListSchema,
    silent: true,
    signal,
  });
}
