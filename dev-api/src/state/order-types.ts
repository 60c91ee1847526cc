import type { PayMode, ServiceKey } from '../data/services';
import type { OrderEventKey } from '../i18n/order-messages';
import type { BuyoutLine } from './settlement';

export const ORDER_STATUSES = [
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
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'BOUGHT_OUT', 'REJECTED', 'CANCELLED'];

export type BillStatus = 'unpaid' | 'paying' | 'paid' | 'overdue' | 'failed';

export interface Bill {
  id: number;
  periodNo: number;
  periodTotal: number;
  dueDate: string;
  rentAmount: number;
  serviceAmount: number;
  originalAmount: number;
  discountAmount: number;
  amount: number;
  overdueFee: number;
  overdueDays: number;
  paidAmount: number;
  paidAt: number | null;
  payChannel: string | null;
  status: BillStatus;
  kind: 'rent' | 'buyout' | 'returnFee';
  /** When the automatic debit of this row failed; the row is then paid by hand, never debited again. */
  debitFailedAt?: number;
}

export type AutopayMethod = 'wallet' | 'card';

/** The renter's automatic debit: the wallet's agreement pay, or a bound card. */
export interface AutopaySetting {
  enabled: boolean;
  method: AutopayMethod;
  cardId: number | null;
  /** When it was last switched on: rows due before that day stay manual. */
  since: number;
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

export interface AddressRecord {
  id: number;
  receiverName: string;
  receiverPhone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
}

export interface OrderService {
  id: number;
  key: ServiceKey;
  payMode: PayMode;
  price: number;
}

export interface OrderEvent {
  key: OrderEventKey;
  at: number;
  vars?: Record<string, string | number>;
}

export interface Shipment {
  companyCode: string;
  trackingNo: string;
  shippedAt: number;
  fromCity: string;
  toCity: string;
}

export interface ReturnRecord {
  returnNo: string;
  status: 'applied' | 'shipped' | 'inspecting' | 'done' | 'rejected';
  reason: string;
  appliedAt: number;
  remainingPeriods: number;
  remainingAmount: number;
  /** The settlement applied with the return: the fee, and the rows not yet due it dropped. */
  earlyReturnFee: number;
  droppedPeriods: number;
  droppedRent: number;
  shipment: Shipment | null;
}

export interface BuyoutRecord {
  buyoutNo: string;
  amount: number;
  breakdown: BuyoutLine[];
  status: 'pending_pay' | 'paid';
  /** Where a withdrawn buyout goes back to, with the rows it folded into its own. */
  fromStatus: OrderStatus;
  folded: Bill[];
}

/** One paid row given back on a cancel before shipping, by the channel it was paid with. */
export interface RefundRecord {
  refundNo: string;
  billId: number;
  periodNo: number;
  periodTotal: number;
  amount: number;
  channel: 'wallet' | 'card';
  /** The card a card payment came from, as it was then (the refund goes there even if it is unbound later). */
  card: { bankCode: string; last4: string } | null;
  requestedAt: number;
  /** When the money is back with the renter: the refund is `processing` before, `refunded` from then on. */
  settlesAt: number;
}

/** A renter's cancel: why, from which state, and what it gave back. */
export interface CancelRecord {
  reason: string;
  cancelledAt: number;
  fromStatus: OrderStatus;
  refunds: RefundRecord[];
}

export interface OrderRecord {
  orderId: number;
  orderNo: string;
  userId: number;
  requestKey: string;
  status: OrderStatus;
  createdAt: number;
  goodsId: number;
  skuId: number;
  term: number;
  termUnit: 'day' | 'month';
  services: OrderService[];
  userCouponId: number | null;
  couponId: number | null;
  periodRentOverride: number | null;
  amount: OrderAmount;
  bills: Bill[];
  address: Omit<AddressRecord, 'isDefault' | 'id'> & { id: number | null };
  contract: {
    contractNo: string | null;
    status: 'none' | 'signing' | 'signed';
    signToken: string | null;
    signedAt: number | null;
  };
  delivery: Shipment | null;
  giveback: ReturnRecord | null;
  buyout: BuyoutRecord | null;
  /** Set when the renter cancels; null otherwise (a merchant's rejection is not a cancel). */
  cancellation: CancelRecord | null;
  changes: { fromTerm: number; toTerm: number; fromPeriodRent: number; toPeriodRent: number } | null;
  rentStartAt: number | null;
  rentEndAt: number | null;
  /** When the deposit pre-authorization was let go (the order ended); null while it holds. */
  freezeReleasedAt: number | null;
  freezeSeq: number;
  orderStr: string;
  events: OrderEvent[];
  /** Absent on orders placed without it (and on older fixtures): off. */
  autopay?: AutopaySetting;
}
