import { nullable, object, picklist, string, type InferOutput } from 'valibot';
import { WholeSchema } from './wire-types';

/** The renter as `GET /api/client/info` (and login, binding a mobile) answers them. */

export const REAL_NAME_STATUSES = ['none', 'ocr_done', 'face_pending', 'verified', 'failed'] as const;
export type RealNameStatus = (typeof REAL_NAME_STATUSES)[number];

export const OrderCountsSchema = object({
  pendingPay: WholeSchema,
  pendingShip: WholeSchema,
  shipped: WholeSchema,
  inRent: WholeSchema,
  returning: WholeSchema,
  /** Orders waiting for the renter: deposit authorization, signature, a payment. */
  toAuthorize: WholeSchema,
  toSign: WholeSchema,
  toPay: WholeSchema,
  /** The order list's tab groups, so a shortcut counts what it opens. */
  pending: WholeSchema,
  renting: WholeSchema,
});
export type OrderCounts = InferOutput<typeof OrderCountsSchema>;

export const UserInfoSchema = object({
  userId: WholeSchema,
  nickName: string(),
  avatar: string(),
  mobileMasked: string(),
  realNameStatus: picklist(REAL_NAME_STATUSES),
  realNameMasked: nullable(string()),
  couponCount: WholeSchema,
  orderCounts: OrderCountsSchema,
});
export type UserInfo = InferOutput<typeof UserInfoSchema>;
