/**
 * The payment shapes of the dev API (docs/payments.md, docs/orders.md), each declared once as a
 * schema: the client checks every answer against it and the type is inferred from it. Money in
 * fen, times ISO 8601. Only @rental/shared's wire vocabulary is imported here: the dev API's tests
 * load this file to check their own answers.
 */
import { BillSchema, BillsSchema, BillSummarySchema, MoneySchema, v, WholeSchema } from '@rental/shared';

export type { Bill, BillStatus, BillSummary } from '@rental/shared';

const OrderGoodsSchema = v.object({
  name: v.string(),
  thumb: v.string(),
  specText: v.string(),
  termText: v.string(),
});
export type OrderGoods = v.InferOutput<typeof OrderGoodsSchema>;

/** An order's automatic debit: the wallet's agreement pay or a bound card, on or off. */
export const AutopaySettingSchema = v.object({
  enabled: v.boolean(),
  method: v.nullable(v.picklist(['wallet', 'card'])),
  cardId: v.nullable(WholeSchema),
});
export type AutopaySetting = v.InferOutput<typeof AutopaySettingSchema>;

/**
 * What a bill row says of its automatic debit (docs/payments.md); kept here, not on the shared
 * `Bill`, because only the bill pages read it. Absent from older answers: paid by hand.
 */
const DebitMarksSchema = v.object({
  /** The China day (`YYYY-MM-DD`) the row will be debited; null: paid by hand. */
  autoDebitOn: v.optional(v.nullable(v.string())),
  /** Its automatic debit failed: the renter pays it by hand. */
  debitFailed: v.optional(v.boolean()),
});
export type DebitMarks = v.InferOutput<typeof DebitMarksSchema>;

/** The schedule with each row's debit marks: the schema's output keeps only the fields it names. */
const ScheduleSchema = v.object({
  ...BillSummarySchema.entries,
  items: v.array(v.object({ ...BillSchema.entries, ...DebitMarksSchema.entries })),
});

/** What the bill pages read of `POST /api/order/detail`. */
export const OrderBillsSchema = v.object({
  orderId: WholeSchema,
  orderNo: v.string(),
  status: v.string(),
  statusText: v.string(),
  goods: OrderGoodsSchema,
  actions: v.array(v.string()),
  bills: ScheduleSchema,
  /** Absent from older answers: off. */
  autopay: v.optional(AutopaySettingSchema),
});
export type OrderBills = v.InferOutput<typeof OrderBillsSchema>;

const BreakdownLineSchema = v.object({ key: v.string(), label: v.string(), amount: MoneySchema });
export type BreakdownLine = v.InferOutput<typeof BreakdownLineSchema>;

const TradeStatusSchema = v.picklist(['WAIT', 'PROCESSING', 'SUCCESS', 'FAILED', 'CLOSED']);
export type TradeStatus = v.InferOutput<typeof TradeStatusSchema>;
const TradeKindSchema = v.picklist(['first', 'installment', 'buyout']);
export type TradeKind = v.InferOutput<typeof TradeKindSchema>;

/** `POST /api/order/v2/firstPayList`: the first installment or the buyout row, ready to pay. */
export const FirstPayListSchema = v.object({
  orderId: WholeSchema,
  orderNo: v.string(),
  kind: v.picklist(['first', 'buyout']),
  amount: MoneySchema,
  items: BillsSchema,
  breakdown: v.array(BreakdownLineSchema),
  goods: OrderGoodsSchema,
  boundCardId: v.nullable(WholeSchema),
  openTrade: v.nullable(v.object({ tradeNo: v.string(), status: TradeStatusSchema })),
});
export type FirstPayList = v.InferOutput<typeof FirstPayListSchema>;

/** `POST /api/order/footPayList`: later installments, oldest first. */
export const FootPayListSchema = v.object({
  orderId: WholeSchema,
  orderNo: v.string(),
  items: BillsSchema,
  totals: v.object({ amount: MoneySchema, overdueFee: MoneySchema, payable: MoneySchema }),
  boundCardId: v.optional(v.nullable(WholeSchema)),
});
export type FootPayList = v.InferOutput<typeof FootPayListSchema>;

/** A trade opened by `createPay` / `footPay`. */
export const OpenedTradeSchema = v.object({
  tradeNo: v.string(),
  amount: MoneySchema,
  kind: TradeKindSchema,
  orderId: WholeSchema,
});
export type OpenedTrade = v.InferOutput<typeof OpenedTradeSchema>;

/** A trade as `pay`, `unionpay/pay` and `pay/status` answer it. */
export const TradeSchema = v.object({
  ...OpenedTradeSchema.entries,
  status: TradeStatusSchema,
  paidAt: v.nullable(v.string()),
  failReason: v.nullable(v.string()),
});
export type Trade = v.InferOutput<typeof TradeSchema>;

export const BankCardSchema = v.object({
  id: WholeSchema,
  bankName: v.string(),
  bankCode: v.string(),
  cardType: v.picklist(['debit', 'credit']),
  cardNoMasked: v.string(),
  last4: v.string(),
  holderName: v.string(),
  reservedPhone: v.string(),
  /** The bank's brand colour for the card tile, when the server knows it. */
  color: v.optional(v.string()),
});
export type BankCard = v.InferOutput<typeof BankCardSchema>;
export const BankCardListSchema = v.array(BankCardSchema);

/** A card as `POST /api/unionpay/card/save` takes it. */
export interface CardForm {
  no: string;
  /** Left out for a verified renter: the card is saved in their verified name. */
  holderName?: string;
  reservedPhone: string;
}

export const PendingCardSchema = v.object({
  cardId: WholeSchema,
  bankName: v.string(),
  cardNoMasked: v.string(),
  status: v.string(),
});
export type PendingCard = v.InferOutput<typeof PendingCardSchema>;

/** `POST /api/unionpay/card/unbind`. */
export const UnboundCardSchema = v.object({ cardId: WholeSchema, status: v.literal('unbound') });
export type UnboundCard = v.InferOutput<typeof UnboundCardSchema>;

export const SmsSentSchema = v.object({
  mobileMasked: v.string(),
  expiresIn: WholeSchema,
  resendIn: WholeSchema,
});
export type SmsSent = v.InferOutput<typeof SmsSentSchema>;

/** `POST /api/unionpay/createOrder`: the trade bound to a card, before its SMS code. */
export const CardCheckoutSchema = v.object({
  tradeNo: v.string(),
  amount: MoneySchema,
  bankName: v.string(),
  cardNoMasked: v.string(),
  mobileMasked: v.string(),
  status: TradeStatusSchema,
});
export type CardCheckout = v.InferOutput<typeof CardCheckoutSchema>;

export const TestFreezeSchema = v.object({ outOrderNo: v.string(), amount: MoneySchema, orderStr: v.string() });
export type TestFreeze = v.InferOutput<typeof TestFreezeSchema>;

/** `POST /api/order/v2/bind/card`: the card an order's later installments are deducted from. */
export const OrderCardSchema = v.object({ orderId: WholeSchema, cardId: WholeSchema });
export type OrderCard = v.InferOutput<typeof OrderCardSchema>;

/** A refusal's `data` naming the field at fault (`400` of card save, bind, autopay). */
export const FieldRefusalSchema = v.object({ field: v.string() });

/** A refused code request's `data` (`409`): seconds until another code may be sent. */
export const RetryAfterSchema = v.object({ retryAfter: v.number() });
