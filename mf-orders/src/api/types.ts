import type { Bill, BillSummary, RealNameStatus } from '@rental/shared';
import type { AutopayChoice } from './autopay-types';
import type { Cancellation, RefundLines } from './cancel-types';

/** The order shapes of the dev API's order calls (docs/orders.md). Money in fen, times ISO 8601. */

export type OrderStatus =
  | 'CREATED'
  | 'PENDING_REVIEW'
  | 'PENDING_CONFIRM'
  | 'PENDING_SIGN'
  | 'PENDING_PAY'
  | 'PENDING_SHIP'
  | 'SHIPPED'
  | 'IN_RENT'
  | 'RETURN_DUE'
  | 'RETURNING'
  | 'BUYOUT_PENDING'
  | 'COMPLETED'
  | 'BOUGHT_OUT'
  | 'REJECTED'
  | 'CANCELLED';

/** The buttons the server allows, in display order (primary first). */
export type OrderAction =
  | 'cancel'
  | 'refreeze'
  | 'confirmChanges'
  | 'sign'
  | 'pay'
  | 'viewLogistics'
  | 'confirmReceipt'
  | 'payBill'
  | 'return'
  | 'returnShip'
  | 'buyout'
  | 'cancelBuyout'
  | 'renew'
  | 'viewContract'
  | 'viewBills';

/** The list's status groups (`GET /api/order/list?status=`). */
export type OrderListStatus = 'all' | 'pending' | 'renting' | 'returning' | 'finished';

export interface OrderGoods {
  goodsId: number;
  skuId: number;
  name: string;
  thumb: string;
  specText: string;
  term: number;
  termUnit: 'day' | 'month';
  termText: string;
}

export interface OrderAmount {
  totalRent: number;
  periodRent: number;
  firstPay: number;
  couponDiscount: number;
  servicesFee: number;
  deposit: number;
  creditWaived: number;
  frozen: number;
  buyoutPrice: number;
}

export interface OrderSummary {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
  statusText: string;
  createdAt: string;
  goods: OrderGoods;
  amount: OrderAmount;
  overdue: boolean;
  actions: OrderAction[];
}

export interface OrderList {
  list: OrderSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type { Bill, BillStatus, BillSummary } from '@rental/shared';

export interface AddressFields {
  receiverName: string;
  receiverPhone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

export interface Address extends AddressFields {
  id: number;
  isDefault: boolean;
}

/** Which shipment `POST /api/order/express` tracks: the device sent out, or the one sent back. */
export type LogisticsType = 'delivery' | 'giveback';

export interface Logistics {
  company: string;
  companyCode: string;
  trackingNo: string;
  state: 'collected' | 'in_transit' | 'delivering' | 'signed';
  /** Newest first. */
  traces: { time: string; context: string }[];
}

export interface MerchantAddress {
  name: string;
  phone: string;
  address: string;
}

export interface Giveback {
  returnNo: string;
  status: 'applied' | 'shipped' | 'inspecting' | 'done' | 'rejected';
  reason: string;
  merchantAddress: MerchantAddress;
  expressCompany: string | null;
  trackingNo: string | null;
  remainingPeriods: number;
  remainingAmount: number;
  /** The settlement applied with the return: its fee, and the rows not yet due it dropped. */
  earlyReturnFee: number;
  droppedPeriods: number;
  droppedRent: number;
}

export interface BuyoutLine {
  key: string;
  label: string;
  amount: number;
}

/** A buyout price line by line (`POST /api/order/buyout/quote`); the lines add up to `amount`. */
export interface BuyoutQuote {
  amount: number;
  breakdown: BuyoutLine[];
}

export interface Buyout extends BuyoutQuote {
  buyoutNo: string;
  status: 'pending_pay' | 'paid';
}

/** A return's settlement before applying (`POST /api/order/return/quote`). */
export interface ReturnQuote {
  /** Rows already due: still owed. */
  due: Bill[];
  dueAmount: number;
  /** Rows not yet due: dropped; a share of their rent is the early-return fee. */
  dropped: Bill[];
  droppedRent: number;
  earlyReturnFee: number;
  total: number;
  paid: number;
  frozen: number;
}

/** A finished order's last word on money. */
export interface Settlement {
  paid: number;
  outstanding: number;
  frozen: number;
  freezeReleasedAt: string | null;
}

export type TimelineKey =
  | 'placed'
  | 'freezeFailed'
  | 'frozen'
  | 'approved'
  | 'rejected'
  | 'changed'
  | 'changesConfirmed'
  | 'signed'
  | 'firstPaid'
  | 'shipped'
  | 'received'
  | 'overdue'
  | 'termEnded'
  | 'returnApplied'
  | 'returnShipped'
  | 'inspected'
  | 'buyoutApplied'
  | 'buyoutWithdrawn'
  | 'buyoutPaid'
  | 'cancelled';

export interface OrderDetail extends OrderSummary {
  explanation: string;
  rentStartAt: string | null;
  rentEndAt: string | null;
  address: AddressFields & { id: number | null };
  couponId: number | null;
  userCouponId: number | null;
  services: { id: number; name: string; payMode: 'once' | 'perPeriod'; price: number }[];
  contract: { contractNo: string | null; status: 'none' | 'signing' | 'signed' };
  delivery: Logistics | null;
  giveback: Giveback | null;
  buyout: Buyout | null;
  changes: { fromTerm: number; toTerm: number; fromPeriodRent: number; toPeriodRent: number } | null;
  bills: BillSummary & RefundLines;
  settlement: Settlement | null;
  cancellation?: Cancellation | null;
  /** Oldest first. */
  timeline: { key: TimelineKey; time: string; text: string }[];
  /** The steps still ahead, each with the time it is expected by (absent from older servers). */
  upcoming?: { key: 'ship' | 'deliver'; by: string }[];
}

/** What placing (and re-freezing) answers: the order and the string the wallet's freeze signs. */
export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  status: 'CREATED';
  freeze: { orderStr: string };
}

export interface FreezeNotifyResult {
  status: OrderStatus;
  frozen: boolean;
  resultCode: string;
}

/** `POST /api/order/confirm`: the priced preview of an order, nothing created. */
export interface OrderPreview {
  amount: OrderAmount;
  /** Every bill of the schedule in all, and that plus the end-of-term buyout (absent from older servers). */
  totals?: { term: number; own: number };
  bills: Omit<Bill, 'id'>[];
  address: AddressFields & { id?: number | null };
  services: { id: number; payMode: 'once' | 'perPeriod'; price: number }[];
  userCouponId: number | null;
}

export interface ReturnApplied {
  returnNo: string;
  status: 'applied';
  remainingPeriods: number;
  remainingAmount: number;
  earlyReturnFee: number;
  merchantAddress: MerchantAddress;
  orderStatus: OrderStatus;
}

export interface ExpressCompany {
  code: string;
  name: string;
  example: string;
}

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

/** What placing reads of `GET /api/client/info`. */
export type RealNameInfo = { realNameStatus: RealNameStatus };

/** What placing reads of `GET /api/client/link/detail`: only how many there are. */
export type ContactList = { contacts: unknown[] };
