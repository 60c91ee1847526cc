import { isArrayOf, isBoolean, isNumber, isOneOf, isRecord, isString } from '../guards/guards';
import type {
  Category,
  CenterCoupon,
  CouponApplyTo,
  CouponBase,
  CouponScope,
  MyCoupon,
  MyCouponStatus,
} from './coupon';

const SCOPES: readonly CouponScope[] = ['all', 'category', 'goods'];
const APPLY_TO: readonly CouponApplyTo[] = ['first_period', 'spread_all', 'sequential'];
const MY_STATUSES: readonly MyCouponStatus[] = ['unused', 'used', 'expired'];

function isCouponBase(v: unknown): v is CouponBase {
  return (
    isRecord(v) &&
    isNumber(v.id) &&
    isString(v.name) &&
    isString(v.type) &&
    isNumber(v.value) &&
    isNumber(v.threshold) &&
    isOneOf(SCOPES, v.scope) &&
    isArrayOf(v.scopeIds, isNumber) &&
    isOneOf(APPLY_TO, v.applyTo) &&
    isString(v.rule) &&
    isString(v.validFrom) &&
    isString(v.validTo)
  );
}

export const isCenterCoupon = (v: unknown): v is CenterCoupon =>
  isCouponBase(v) &&
  isRecord(v) &&
  isNumber(v.validDays) &&
  isNumber(v.stockLeft) &&
  isBoolean(v.claimed) &&
  (v.mine === null || isOneOf(MY_STATUSES, v.mine));

export const isMyCoupon = (v: unknown): v is MyCoupon =>
  isCouponBase(v) && isRecord(v) && isNumber(v.userCouponId) && isOneOf(MY_STATUSES, v.status) && isString(v.claimedAt);

export function isCategory(v: unknown): v is Category {
  return (
    isRecord(v) &&
    isNumber(v.id) &&
    isString(v.name) &&
    isString(v.icon) &&
    (v.parentId === null || isNumber(v.parentId)) &&
    (v.children === undefined || isArrayOf(v.children, isCategory))
  );
}
