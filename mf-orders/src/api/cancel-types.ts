/** Where a refund goes: the wallet it was paid from, or the bound card (bank and last digits). */
export interface RefundDestination {
  channel: 'wallet' | 'card';
  bankName: string | null;
  last4: string | null;
}

/** `POST /api/order/cancel/quote`: what cancelling now gives back, before anything changes. */
export interface CancelQuote {
  refundTotal: number;
  refunds: (RefundDestination & { billId: number; periodNo: number; periodTotal: number; amount: number })[];
  /** What the deposit freeze holds now, released on cancel; 0 when nothing is frozen. */
  frozen: number;
  /** How long a refund takes to land (the server's rule). */
  refundMinutes: number;
}

export type RefundStatus = 'processing' | 'refunded';

export interface Refund extends RefundDestination {
  refundNo: string;
  billId: number;
  periodNo: number;
  periodTotal: number;
  amount: number;
  status: RefundStatus;
  requestedAt: string;
  expectedAt: string;
  refundedAt: string | null;
}

/** The detail's `cancellation`: why, and each thing given back with its state. */
export interface Cancellation {
  reason: string;
  cancelledAt: string;
  fromStatus: string;
  refundTotal: number;
  refunds: Refund[];
  deposit: { frozen: number; status: 'released' | 'none'; releasedAt: string | null };
}

/** A refund line of the bill summary: a negative amount that gives back one paid row. */
export interface RefundLine {
  refundNo: string;
  kind: 'refund';
  billId: number;
  periodNo: number;
  periodTotal: number;
  amount: number;
  channel: 'wallet' | 'card';
  status: RefundStatus;
  requestedAt: string;
  refundedAt: string | null;
}

/** What the bill summary adds once the renter cancelled: `paid` minus `refunded` is what they spent. */
export interface RefundLines {
  refunded?: number;
  refunds?: RefundLine[];
}
