import { http } from '@rental/shared';
import { CouponGoodsSchema } from './types';

const PATH = '/api/index/coupon/goods';

export function getCouponGoods() {
  return http.get(PATH, { schema: CouponGoodsSchema, loading: false });
}
