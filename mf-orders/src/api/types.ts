/**
 * The order calls' wire shapes (docs/orders.md), each declared once as a schema: the client checks
 * every answer against it and the type is inferred from it. Money in fen, times ISO 8601.
 */
import {
  BillsSchema,
  BillSummarySchema,
  MoneySchema,
  OptionalTimeSchema,
  PayModeSchema,
  RentUnitSchema,
  v,
  WholeSchema,
} from '@rental/shared';
import { CancellationSchema, RefundLinesSchema } from './cancel-types';

export type { Bill, BillStatus, BillSummary } from '@rental/shared';

export const OrderStatusSchema = v.picklist([
  'CREATED',
  'PENDING_REVIEW',
  'PENDING_CONFIRM',
  'PENDING_SIGN',
  'PENDING_PAY',
  'PENDING_SHIP',
  'SHIPPED',
  'IN_RENT',
  'RETURN_DUE',
  'RETURNING',
  'BUYOUT_PENDING',
  'COMPLETED',
  'BOUGHT_OUT',
  'REJECTED',
  'CANCELLED',
]);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** The buttons the server allows, in display order (primary first). */
const OrderActionSchema = v.picklist([
  'cancel',
  'refreeze',
  'confirmChanges',
  'sign',
  'pay',
  'viewLogistics',
  'confirmReceipt',
  'payBill',
  'return',
  'returnShip',
  'buyout',
  'cancelBuyout',
  'renew',
  'viewContract',
  'viewBills',
]);
export type OrderAction = v.InferOutput<typeof OrderActionSchema>;

/** The list's status groups (`GET /api/order/list?status=`). */
export type OrderListStatus = 'all' | 'pending' | 'renting' | 'returning' | 'finished';

export const OrderAmountSchema = v.object({
  totalRent: MoneySchema,
  periodRent: MoneySchema,
  firstPay: MoneySchema,
  couponDiscount: MoneySchema,
  servicesFee: MoneySchema,
  deposit: MoneySchema,
  creditWaived: MoneySchema,
  frozen: MoneySchema,
  buyoutPrice: MoneySchema,
});
export type OrderAmount = v.InferOutput<typeof OrderAmountSchema>;

const OrderSummarySchema = v.object({
  orderId: WholeSchema,
  orderNo: v.string(),
  status: OrderStatusSchema,
  statusText: v.string(),
  createdAt: v.string(),
  goods: v.object({
    goodsId: WholeSchema,
    skuId: WholeSchema,
    name: v.string(),
    thumb: v.string(),
    specText: v.string(),
    term: WholeSchema,
    termUnit: RentUnitSchema,
    termText: v.string(),
  }),
  amount: OrderAmountSchema,
  overdue: v.boolean(),
  actions: v.array(OrderActionSchema),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

export const OrderListSchema = v.object({
  list: v.array(OrderSummarySchema),
  total: WholeSchema,
  pageNum: WholeSchema,
  pageSize: WholeSchema,
});
export type OrderList = v.InferOutput<typeof OrderListSchema>;

export const AddressFieldsSchema = v.object({
  receiverName: v.string(),
  receiverPhone: v.string(),
  province: v.string(),
  city: v.string(),
  district: v.string(),
  detail: v.string(),
});
export type AddressFields = v.InferOutput<typeof AddressFieldsSchema>;

export const AddressSchema = v.object({ id: WholeSchema, ...AddressFieldsSchema.entries, isDefault: v.boolean() });
export type Address = v.InferOutput<typeof AddressSchema>;
export const AddressListSchema = v.array(AddressSchema);

/** Which shipment `POST /api/order/express` tracks: the device sent out, or the one sent back. */
export type LogisticsType = 'delivery' | 'giveback';

export const LogisticsSchema = v.object({
  company: v.string(),
  companyCode: v.string(),
  trackingNo: v.string(),
  /** Named on screen by a key of its own: a state this build doesn't know has no words. */
  state: v.picklist(['collected', 'in_transit', 'delivering', 'signed']),
  /** Newest first. */
  traces: v.array(v.object({ time: v.string(), context: v.string() })),
});
export type Logistics = v.InferOutput<typeof LogisticsSchema>;

const MerchantAddressSchema = v.object({ name: v.string(), phone: v.string(), address: v.string() });
export type MerchantAddress = v.InferOutput<typeof MerchantAddressSchema>;

const GivebackSchema = v.object({
  returnNo: v.string(),
  status: v.picklist(['applied', 'shipped', 'inspecting', 'done', 'rejected']),
  reason: v.string(),
  merchantAddress: MerchantAddressSchema,
  expressCompany: v.nullable(v.string()),
  trackingNo: v.nullable(v.string()),
  remainingPeriods: WholeSchema,
  remainingAmount: MoneySchema,
  /** The settlement applied with the return: its fee, and the rows not yet due it dropped. */
  earlyReturnFee: MoneySchema,
  droppedPeriods: WholeSchema,
  droppedRent: MoneySchema,
});
export type Giveback = v.InferOutput<typeof GivebackSchema>;

/** A buyout price line by line (`POST /api/order/buyout/quote`); the signed lines add up to `amount`. */
export const BuyoutQuoteSchema = v.object({
  amount: MoneySchema,
  breakdown: v.array(v.object({ key: v.string(), label: v.string(), amount: MoneySchema })),
});
export type BuyoutQuote = v.InferOutput<typeof BuyoutQuoteSchema>;

export const BuyoutSchema = v.object({
  ...BuyoutQuoteSchema.entries,
  buyoutNo: v.string(),
  status: v.picklist(['pending_pay', 'paid']),
});
export type Buyout = v.InferOutput<typeof BuyoutSchema>;

/** A return's settlement before applying (`POST /api/order/return/quote`). */
export const ReturnQuoteSchema = v.object({
  /** Rows already due: still owed. */
  due: BillsSchema,
  dueAmount: MoneySchema,
  /** Rows not yet due: dropped; a share of their rent is the early-return fee. */
  dropped: BillsSchema,
  droppedRent: MoneySchema,
  earlyReturnFee: MoneySchema,
  total: MoneySchema,
  paid: MoneySchema,
  frozen: MoneySchema,
});
export type ReturnQuote = v.InferOutput<typeof ReturnQuoteSchema>;

/** A finished order's last word on money. */
const SettlementSchema = v.object({
  paid: MoneySchema,
  outstanding: MoneySchema,
  frozen: MoneySchema,
  freezeReleasedAt: OptionalTimeSchema,
});
export type Settlement = v.InferOutput<typeof SettlementSchema>;

/** Where an order goes: a saved address (its id) or one typed in when placing (null). */
export const OrderAddressSchema = v.object({ ...AddressFieldsSchema.entries, id: v.nullable(WholeSchema) });

export const OrderDetailSchema = v.object({
  ...OrderSummarySchema.entries,
  explanation: v.string(),
  rentStartAt: OptionalTimeSchema,
  rentEndAt: OptionalTimeSchema,
  address: OrderAddressSchema,
  couponId: v.nullable(WholeSchema),
  userCouponId: v.nullable(WholeSchema),
  services: v.array(v.object({ id: WholeSchema, name: v.string(), payMode: PayModeSchema, price: MoneySchema })),
  contract: v.object({ contractNo: v.nullable(v.string()), status: v.picklist(['none', 'signing', 'signed']) }),
  delivery: v.nullable(LogisticsSchema),
  giveback: v.nullable(GivebackSchema),
  buyout: v.nullable(BuyoutSchema),
  changes: v.nullable(
    v.object({ fromTerm: WholeSchema, toTerm: WholeSchema, fromPeriodRent: MoneySchema, toPeriodRent: MoneySchema }),
  ),
  bills: v.object({ ...BillSummarySchema.entries, ...RefundLinesSchema.entries }),
  settlement: v.nullable(SettlementSchema),
  /** Absent from servers older than cancelling before shipping. */
  cancellation: v.optional(v.nullable(CancellationSchema)),
  /**
   * Oldest first. Any key: the step shows the server's own text, so an event this build doesn't
   * know yet (a renewal, an automatic debit) still shows rather than failing the whole page.
   */
  timeline: v.array(v.object({ key: v.string(), time: v.string(), text: v.string() })),
  /** The steps still ahead, each with the time it is expected by (absent from older servers). */
  upcoming: v.optional(v.array(v.object({ key: v.picklist(['ship', 'deliver']), by: v.string() }))),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const ReturnAppliedSchema = v.object({
  returnNo: v.string(),
  status: v.literal('applied'),
  remainingPeriods: WholeSchema,
  remainingAmount: MoneySchema,
  earlyReturnFee: MoneySchema,
  merchantAddress: MerchantAddressSchema,
  orderStatus: OrderStatusSchema,
});
export type ReturnApplied = v.InferOutput<typeof ReturnAppliedSchema>;

export const ExpressCompanyListSchema = v.array(v.object({ code: v.string(), name: v.string(), example: v.string() }));
export type ExpressCompany = v.InferOutput<typeof ExpressCompanyListSchema>[number];
