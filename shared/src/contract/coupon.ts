import {
  array,
  boolean,
  lazy,
  nullable,
  number,
  object,
  optional,
  picklist,
  string,
  type GenericSchema,
  type InferOutput,
} from 'valibot';
import type { CouponApplyTo } from '../rules/coupon-pricing';
import { MoneySchema, WholeSchema } from './wire-types';

/** Coupons as the catalog and order calls answer them (docs/api-contract.md, "Catalog"). Money in fen. */

export type { CouponApplyTo };
export const COUPON_SCOPES = ['all', 'category', 'goods'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
export const MY_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type MyCouponStatus = (typeof MY_COUPON_STATUSES)[number];
const APPLY_TO = ['first_period', 'spread_all', 'sequential'] as const satisfies readonly CouponApplyTo[];

/** What every coupon carries, in the center or in my coupons. */
const CouponBaseSchema = object({
  id: WholeSchema,
  name: string(),
  /** Any string: a coupon type this build doesn't know yet still shows, by its name. */
  type: string(),
  /** Fen for cash and full reduction, percent paid for a discount, days for free days. */
  value: number(),
  threshold: MoneySchema,
  scope: picklist(COUPON_SCOPES),
  scopeIds: array(WholeSchema),
  applyTo: picklist(APPLY_TO),
  rule: string(),
  validFrom: string(),
  validTo: string(),
});
export type CouponBase = InferOutput<typeof CouponBaseSchema>;

/** A coupon of the center (`GET /api/coupon/list`). */
export const CenterCouponSchema = object({
  ...CouponBaseSchema.entries,
  validDays: WholeSchema,
  stockLeft: WholeSchema,
  claimed: boolean(),
  /** The renter's own copy, if they claimed one: only `unused` can go on an order. */
  mine: nullable(picklist(MY_COUPON_STATUSES)),
  status: picklist(['available']),
});
export type CenterCoupon = InferOutput<typeof CenterCouponSchema>;

/** One of the renter's coupons (`GET /api/coupon/my/list`); `id` is the campaign, `userCouponId` this copy. */
export const MyCouponSchema = object({
  ...CouponBaseSchema.entries,
  userCouponId: WholeSchema,
  status: picklist(MY_COUPON_STATUSES),
  claimedAt: string(),
  usedAt: nullable(string()),
});
export type MyCoupon = InferOutput<typeof MyCouponSchema>;
export const MyCouponListSchema = array(MyCouponSchema);

/** A node of the category tree (`GET /api/goods/category`): top level with its `children`. */
export interface Category {
  id: number;
  name: string;
  icon: string;
  parentId: number | null;
  children?: Category[];
}

export const CategorySchema: GenericSchema<Category> = object({
  id: WholeSchema,
  name: string(),
  icon: string(),
  parentId: nullable(WholeSchema),
  children: optional(array(lazy(() => CategorySchema))),
});
export const CategoryListSchema = array(CategorySchema);
