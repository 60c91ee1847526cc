import { CenterCouponSchema, http, v } from '@rental/shared';

const CenterCouponListSchema = v.array(CenterCouponSchema);

/** The coupon center; with `goodsId`, only the coupons usable on that goods. */
export function getCouponList(goodsId?: number) {
  return http.get('/api/coupon/list', { params: { goodsId }, schema: CenterCouponListSchema, loading: false });
}
