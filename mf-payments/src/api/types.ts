/** The payment shapes of the dev API (docs/payments.md, docs/orders.md). Money in fen, times ISO 8601. */
import type { Bill, BillSummary } from '@rental/shared';

export type { Bill, BillStatus, BillSummary } from '@rental/shared';

export interface OrderGoods {
  name: string;
  thumb: string;
  specText: string;
  termText: string;
}

/** What the bill pages read of `POST /api/order/detail`. */
export interface OrderBills {
  orderId: number;
  orderNo: string;
  status: string;
  statusText: string;
  goods: OrderGoods;
  actions: string[];
  bills: BillSummary;
  /** Absent from older answers: off. */
  autopay?: AutopaySetting;
}

/**
 * What a bill row says of its automatic debit (docs/payments.md); kept here, not on the shared
 * `Bill`, because only the bill pages read it. Absent from older answers: paid by hand.
 */
export interface DebitMarks {
  /** The China day (`YYYY-MM-DD`) the row will be debited; null: paid by hand. */
  autoDebitOn?: string | null;
  /** Its automatic debit failed: the renter pays it by hand. */
  debitFailed?: boolean;
}

/** An order's automatic debit: the wallet's agreement pay or a bound card, on or off. */
export interface AutopaySetting {
  enabled: boolean;
  method: 'wallet' | 'card' | null;
  cardId: number | null;
}

export interface BreakdownLine {
  key: string;
  label: string;
  amount: number;
}

export type TradeStatus = 'WAIT' | 'PROCESSING' | 'SUCCESS' | 'FAILED' | 'CLOSED';
export type TradeKind = 'first' | 'installment' | 'buyout';

/** `POST /api/order/v2/firstPayList`: the first installment or the buyout row, ready to pay. */
export interface FirstPayList {
  orderId: number;
  orderNo: string;
  kind: 'first' | 'buyout';
  amount: number;
  items: Bill[];
  breakdown: BreakdownLine[];
  goods: OrderGoods;
  boundCardId: number | null;
  openTrade: { tradeNo: string; status: TradeStatus } | null;
}

/** `POST /api/order/footPayList`: later installments, oldest first. */
export interface FootPayList {
  orderId: number;
  orderNo: string;
  items: Bill[];
  totals: { amount: number; overdueFee: number; payable: number };
  boundCardId?: number | null;
}

/** A trade opened by `createPay` / `footPay`. */
export interface OpenedTrade {
  tradeNo: string;
  amount: number;
  kind: TradeKind;
  orderId: number;
}

/** A trade as `pay`, `unionpay/pay` and `pay/status` answer it. */
export interface Trade {
  tradeNo: string;
  status: TradeStatus;
  amount: number;
  orderId: number;
  kind: TradeKind;
  paidAt: string | null;
  failReason: string | null;
}

export interface BankCard {
  id: number;
  bankName: string;
  bankCode: string;
  cardType: 'debit' | 'credit';
  cardNoMasked: string;
  last4: string;
  holderName: string;
  reservedPhone: string;
  /** The bank's brand colour for the card tile, when the server knows it. */
  color?: string;
}

/** A card as `POST /api/unionpay/card/save` takes it. */
export interface CardForm {
  no: string;
  /** Left out for a verified renter: the card is saved in their verified name. */
  holderName?: string;
  reservedPhone: string;
}

export interface PendingCard {
  cardId: number;
  bankName: string;
  cardNoMasked: string;
  status: string;
}

export interface SmsSent {
  mobileMasked: string;
  expiresIn: number;
  resendIn: number;
}

/** `POST /api/unionpay/createOrder`: the trade bound to a card, before its SMS code. */
export interface CardCheckout {
  tradeNo: string;
  amount: number;
  bankName: string;
  cardNoMasked: string;
  mobileMasked: string;
  status: TradeStatus;
}

export interface TestFreeze {
  outOrderNo: string;
  amount: number;
  orderStr: string;
}

/** `POST /api/order/v2/bind/card`: the card an order's later installments are deducted from. */
export interface OrderCard {
  orderId: number;
  cardId: number;
}
