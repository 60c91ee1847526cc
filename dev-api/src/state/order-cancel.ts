import { CANCEL_RULES } from '../data/rental-rules';
import { move } from './order-lifecycle';
import { releaseOrder } from './order-placing';
import type { Bill, OrderRecord, OrderStatus, RefundRecord } from './order-types';
import { cardState } from './cards';
import { closeOpenTrades, paymentState } from './payments';
import type { Store, User } from './store';

/** Free cancellation lasts until the merchant ships (the agreement's "发货前可随时免费取消"). */
export const CANCELLABLE: readonly OrderStatus[] = [
  'CREATED',
  'PENDING_REVIEW',
  'PENDING_CONFIRM',
  'PENDING_SIGN',
  'PENDING_PAY',
  'PENDING_SHIP',
];

export type PlannedRefund = Omit<RefundRecord, 'refundNo' | 'requestedAt' | 'settlesAt'>;

export type RefundState = 'processing' | 'refunded';

/**
 * Where a paid row's money came from: the trade that paid it, wallet or the bound card. The
 * control surface's `markFirstPaid` has no trade; it stands in for a wallet payment.
 */
function paidBy(store: Store, order: OrderRecord, bill: Bill): Pick<RefundRecord, 'channel' | 'card'> {
  for (const trade of paymentState(store).trades.values()) {
    if (trade.orderId !== order.orderId || trade.status !== 'SUCCESS' || !trade.billIds.includes(bill.id)) continue;
    if (trade.channel !== 'card') return { channel: 'wallet', card: null };
    const card = cardState(store).cards.find((c) => c.id === trade.cardId);
    return { channel: 'card', card: card ? { bankCode: card.bankCode, last4: card.no.slice(-4) } : null };
  }
  return { channel: bill.payChannel === 'card' ? 'card' : 'wallet', card: null };
}

/** Every paid row, each to go back by the channel it was paid with. */
export function plannedRefunds(store: Store, order: OrderRecord): PlannedRefund[] {
  return order.bills
    .filter((b) => b.status === 'paid' && b.paidAmount > 0)
    .map((b) => ({
      billId: b.id,
      periodNo: b.periodNo,
      periodTotal: b.periodTotal,
      amount: b.paidAmount,
      ...paidBy(store, order, b),
    }));
}

/** What the deposit freeze holds now: nothing before the wallet froze it or after it was released. */
export function heldDeposit(order: OrderRecord): number {
  const frozen = order.events.some((e) => e.key === 'frozen');
  return frozen && order.freezeReleasedAt === null ? order.amount.frozen : 0;
}

export const refundState = (refund: RefundRecord, now: number): RefundState =>
  now >= refund.settlesAt ? 'refunded' : 'processing';

/**
 * Cancelled before shipping. A wallet payment left open closes first (one whose outcome is still
 * unknown refuses the cancel: its money may yet arrive); every paid row is refunded by its own
 * channel, landing `CANCEL_RULES.refundMinutes` later on the server clock; the deposit freeze, the
 * stock and the coupon are released now.
 */
export function cancelOrder(store: Store, user: User, order: OrderRecord, reason: string, at: number): void {
  closeOpenTrades(store, order, at);
  const fromStatus = order.status;
  const refunds: RefundRecord[] = plannedRefunds(store, order).map((planned, i) => ({
    ...planned,
    refundNo: `TK${order.orderNo.slice(2)}${String(i + 1).padStart(2, '0')}`,
    requestedAt: at,
    settlesAt: at + CANCEL_RULES.refundMinutes * 60_000,
  }));
  releaseOrder(store, user, order, at);
  order.cancellation = { reason, cancelledAt: at, fromStatus, refunds };
  move(order, 'CANCELLED', 'cancelled', at, { reason });
}
