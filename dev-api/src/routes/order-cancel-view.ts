import { BANKS } from '../data/banks';
import { CANCEL_RULES } from '../data/rental-rules';
import { CANCEL_EXPLANATIONS } from '../i18n/cancel-messages';
import { tr, type Lang } from '../i18n/lang';
import { money } from '../i18n/money';
import { textVars } from '../i18n/rule-texts';
import { heldDeposit, plannedRefunds, refundState, type PlannedRefund } from '../state/order-cancel';
import type { OrderRecord, RefundRecord } from '../state/order-types';
import type { Store } from '../state/store';

const iso = (ms: number): string => new Date(ms).toISOString();

/** Where a refund goes, as the renter knows it: the wallet, or the bank and the card's last digits. */
function destination(refund: PlannedRefund, lang: Lang) {
  const bank = refund.card ? BANKS[refund.card.bankCode] : undefined;
  return {
    channel: refund.channel,
    bankName: refund.card ? (bank ? tr(bank.name, lang) : refund.card.bankCode) : null,
    last4: refund.card?.last4 ?? null,
  };
}

const total = (refunds: readonly { amount: number }[]): number => refunds.reduce((sum, r) => sum + r.amount, 0);

/** `POST /api/order/cancel/quote`: what cancelling now gives back, before anything changes. */
export function cancelQuoteView(store: Store, order: OrderRecord, lang: Lang) {
  const refunds = plannedRefunds(store, order);
  return {
    refundTotal: total(refunds),
    refunds: refunds.map((r) => ({
      billId: r.billId,
      periodNo: r.periodNo,
      periodTotal: r.periodTotal,
      amount: r.amount,
      ...destination(r, lang),
    })),
    frozen: heldDeposit(order),
    refundMinutes: CANCEL_RULES.refundMinutes,
  };
}

function refundView(refund: RefundRecord, now: number, lang: Lang) {
  const state = refundState(refund, now);
  return {
    refundNo: refund.refundNo,
    billId: refund.billId,
    periodNo: refund.periodNo,
    periodTotal: refund.periodTotal,
    amount: refund.amount,
    ...destination(refund, lang),
    status: state,
    requestedAt: iso(refund.requestedAt),
    expectedAt: iso(refund.settlesAt),
    refundedAt: state === 'refunded' ? iso(refund.settlesAt) : null,
  };
}

/** The detail's `cancellation`: why, and each thing given back with its state. */
export function cancellationView(order: OrderRecord, now: number, lang: Lang) {
  const c = order.cancellation;
  if (!c) return null;
  const frozenOnce = order.events.some((e) => e.key === 'frozen');
  return {
    reason: c.reason,
    cancelledAt: iso(c.cancelledAt),
    fromStatus: c.fromStatus,
    refundTotal: total(c.refunds),
    refunds: c.refunds.map((r) => refundView(r, now, lang)),
    deposit: {
      frozen: frozenOnce ? order.amount.frozen : 0,
      status: frozenOnce && order.freezeReleasedAt !== null ? ('released' as const) : ('none' as const),
      releasedAt: frozenOnce && order.freezeReleasedAt !== null ? iso(order.freezeReleasedAt) : null,
    },
  };
}

/**
 * The refund lines of the bill summary: each gives back one paid row, as a negative amount, so
 * `paid` plus the lines is zero once an order is cancelled.
 */
export function refundLines(order: OrderRecord, now: number) {
  const refunds = order.cancellation?.refunds ?? [];
  return {
    refunded: total(refunds),
    refunds: refunds.map((r) => ({
      refundNo: r.refundNo,
      kind: 'refund' as const,
      billId: r.billId,
      periodNo: r.periodNo,
      periodTotal: r.periodTotal,
      amount: -r.amount,
      channel: r.channel,
      status: refundState(r, now),
      requestedAt: iso(r.requestedAt),
      refundedAt: refundState(r, now) === 'refunded' ? iso(r.settlesAt) : null,
    })),
  };
}

/** The cancelled order's header when money was paid: refunding or refunded, with the amount. */
export function cancelExplanation(order: OrderRecord, now: number, lang: Lang): string | null {
  const refunds = order.cancellation?.refunds ?? [];
  if (order.status !== 'CANCELLED' || refunds.length === 0) return null;
  const landed = refunds.every((r) => refundState(r, now) === 'refunded');
  const text = landed ? CANCEL_EXPLANATIONS.refunded : CANCEL_EXPLANATIONS.refunding;
  return tr(text, lang, { ...textVars(lang), refund: money(total(refunds), lang) });
}
