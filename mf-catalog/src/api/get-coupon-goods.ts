import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isCouponGoods } from './guards';
import type { CouponGoods } from './types';

const PATH = '/api/index/coupon/goods';

export function getCouponGoods() {
  return http.get<CouponGoods>(PATH, { guard: isCouponGoods, ...INLINE_CALL });
}
