import { http, isArrayOf, isNumber, isRecord, isString } from '@rental/shared';
import { INLINE_CALL } from './inline-call';
import { isGoodsList, type GoodsSummary } from './goods-summary';

export type CouponType = 'cash' | 'discount' | 'full_reduction' | 'first_period_free' | 'free_days';

export interface HomeCoupon {
  id: number;
  name: string;
  /** Fen for cash and full_reduction, percent paid for discount (90 = 10% off), days for free_days. */
  value: number;
  threshold: number;
  /** Kept open: a type this build doesn't know yet still shows, by its name. */
  type: CouponType | (string & {});
}

export interface CouponGoods {
  title: string;
  coupons: HomeCoupon[];
  goods: GoodsSummary[];
}

const isHomeCoupon = (v: unknown): v is HomeCoupon =>
  isRecord(v) && isNumber(v.id) && isString(v.name) && isNumber(v.value) && isNumber(v.threshold) && isString(v.type);

const isCouponGoods = (v: unknown): v is CouponGoods =>
  isRecord(v) && isString(v.title) && isArrayOf(v.coupons, isHomeCoupon) && isGoodsList(v.goods);

const PATH = '/api/index/coupon/goods';

export function getCouponGoods() {
  return http.get<CouponGoods>(PATH, { guard: isCouponGoods, ...INLINE_CALL });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchCouponGoods = () => http.prefetch(PATH);
