import { MoneySchema, OptionalTimeSchema, v, WholeSchema } from '@rental/shared';

/** What a cancel before shipping gives back (docs/orders.md, "Cancel before shipping"). Money in fen. */

const ChannelSchema = v.picklist(['wallet', 'card']);

/** Where a refund goes: the wallet it was paid from, or the bound card (bank and last digits). */
const RefundDestinationSchema = v.object({
  channel: ChannelSchema,
  bankName: v.nullable(v.string()),
  last4: v.nullable(v.string()),
});
export type RefundDestination = v.InferOutput<typeof RefundDestinationSchema>;

/** The paid row a refund gives back. */
const RefundedRowSchema = v.object({
  billId: WholeSchema,
  periodNo: WholeSchema,
  periodTotal: WholeSchema,
  amount: MoneySchema,
});

/** `POST /api/order/cancel/quote`: what cancelling now gives back, before anything changes. */
export const CancelQuoteSchema = v.object({
  refundTotal: MoneySchema,
  refunds: v.array(v.object({ ...RefundedRowSchema.entries, ...RefundDestinationSchema.entries })),
  /** What the deposit freeze holds now, released on cancel; 0 when nothing is frozen. */
  frozen: MoneySchema,
  /** How long a refund takes to land (the server's rule). */
  refundMinutes: WholeSchema,
});
export type CancelQuote = v.InferOutput<typeof CancelQuoteSchema>;

const RefundStatusSchema = v.picklist(['processing', 'refunded']);
export type RefundStatus = v.InferOutput<typeof RefundStatusSchema>;

const RefundSchema = v.object({
  refundNo: v.string(),
  ...RefundedRowSchema.entries,
  ...RefundDestinationSchema.entries,
  status: RefundStatusSchema,
  requestedAt: v.string(),
  expectedAt: v.string(),
  refundedAt: OptionalTimeSchema,
});
export type Refund = v.InferOutput<typeof RefundSchema>;

/** The detail's `cancellation`: why, and each thing given back with its state. */
export const CancellationSchema = v.object({
  reason: v.string(),
  cancelledAt: v.string(),
  fromStatus: v.string(),
  refundTotal: MoneySchema,
  refunds: v.array(RefundSchema),
  deposit: v.object({
    frozen: MoneySchema,
    status: v.picklist(['released', 'none']),
    releasedAt: OptionalTimeSchema,
  }),
});
export type Cancellation = v.InferOutput<typeof CancellationSchema>;

/** A refund line of the bill summary: a negative amount that gives back one paid row. */
const RefundLineSchema = v.object({
  refundNo: v.string(),
  kind: v.literal('refund'),
  ...RefundedRowSchema.entries,
  channel: ChannelSchema,
  status: RefundStatusSchema,
  requestedAt: v.string(),
  refundedAt: OptionalTimeSchema,
});
export type RefundLine = v.InferOutput<typeof RefundLineSchema>;

/**
 * What the bill summary adds once the renter cancelled: `paid` minus `refunded` is what they spent.
 * Absent from older answers, and beside `items` so the shared bill shape stays as it is.
 */
export const RefundLinesSchema = v.object({
  refunded: v.optional(MoneySchema),
  refunds: v.optional(v.array(RefundLineSchema)),
});
export type RefundLines = v.InferOutput<typeof RefundLinesSchema>;
