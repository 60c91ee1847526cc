import { BillSchema, MoneySchema, PayModeSchema, REAL_NAME_STATUSES, v, WholeSchema } from '@rental/shared';
import type { AutopayChoice } from './autopay-types';
import { OrderAddressSchema, OrderAmountSchema, OrderStatusSchema } from './types';

/** Placing an order: its preview, the order placed, its freeze, and what placing needs of the renter. */

/** What the renter chose on the confirm page, as `POST /api/order/confirm` and `/place` take it. */
export interface OrderChoice {
  goodsId: number;
  skuId: number;
  term: number;
  serviceIds: number[];
  userCouponId?: number;
  addressId?: number;
  /** Only when placing: the automatic debit the renter chose; absent or null, bills are paid by hand. */
  autopay?: AutopayChoice | null;
}

// A row of the schedule before the order exists: a bill with neither its id nor an order number.
const { id: _id, orderNo: _orderNo, ...previewRow } = BillSchema.entries;

/** `POST /api/order/confirm`: the priced preview of an order, nothing created. */
export const OrderPreviewSchema = v.object({
  amount: OrderAmountSchema,
  /** Every bill of the schedule in all, and that plus the end-of-term buyout (absent from older servers). */
  totals: v.optional(v.object({ term: MoneySchema, own: MoneySchema })),
  bills: v.array(v.object(previewRow)),
  address: OrderAddressSchema,
  services: v.array(v.object({ id: WholeSchema, payMode: PayModeSchema, price: MoneySchema })),
  userCouponId: v.nullable(WholeSchema),
});
export type OrderPreview = v.InferOutput<typeof OrderPreviewSchema>;

/**
 * What placing (and re-freezing) answers: the order and the string the wallet's freeze signs. A new
 * order is CREATED; a placing retried with its key answers that order as it is now (frozen, say).
 */
export const PlacedOrderSchema = v.object({
  orderId: WholeSchema,
  orderNo: v.string(),
  status: OrderStatusSchema,
  freeze: v.object({ orderStr: v.string() }),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

export const FreezeNotifyResultSchema = v.object({
  status: OrderStatusSchema,
  frozen: v.boolean(),
  resultCode: v.string(),
});
export type FreezeNotifyResult = v.InferOutput<typeof FreezeNotifyResultSchema>;

const RealNameStatusSchema = v.picklist(REAL_NAME_STATUSES);

/** What placing reads of `GET /api/client/info`. */
export const RealNameInfoSchema = v.object({ realNameStatus: RealNameStatusSchema });
export type RealNameInfo = v.InferOutput<typeof RealNameInfoSchema>;

/** What placing reads of `GET /api/client/link/detail`: only how many there are. */
export const ContactListSchema = v.object({ contacts: v.array(v.object({})) });
export type ContactList = v.InferOutput<typeof ContactListSchema>;

/** The `data` of placing's refusal (403) for want of real-name and face verification. */
export const VerificationRefusalSchema = v.object({
  reason: v.literal('verificationRequired'),
  /** The status the server holds. */
  realNameStatus: RealNameStatusSchema,
});

/** The `data` of a refusal of the chosen coupon (used on another order meanwhile, expired, out of scope). */
export const CouponRefusalSchema = v.object({ field: v.literal('userCouponId') });
