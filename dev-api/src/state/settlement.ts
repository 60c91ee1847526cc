import { earlyReturnFee, RULES, type BuyoutTermKey } from '../data/rental-rules';
import { payable } from './order-bills';
import { chinaDay } from './order-dates';
import { FINAL_STATUSES, type Bill, type OrderRecord } from './order-types';

export interface BuyoutLine {
  key: BuyoutTermKey;
  amount: number;
}

export interface BuyoutQuote {
  amount: number;
  breakdown: BuyoutLine[];
}

const rentOf = (b: Bill): number => b.rentAmount - b.discountAmount;

/**
 * The buyout price now, line by line as the rules list its terms. The coupon stays granted: its
 * discount is a line of its own, so the lines always add up to the amount charged.
 */
export function buyoutQuote(order: OrderRecord): BuyoutQuote {
  const rows = order.bills.filter((b) => b.kind === 'rent');
  const values: Record<BuyoutTermKey, number> = {
    totalRent: order.amount.totalRent,
    buyoutPrice: order.amount.buyoutPrice,
    couponDiscount: order.amount.couponDiscount,
    lateFees: rows.filter((b) => b.status !== 'paid').reduce((sum, b) => sum + b.overdueFee, 0),
    rentPaid: rows.filter((b) => b.status === 'paid').reduce((sum, b) => sum + rentOf(b), 0),
  };
  const breakdown = RULES.buyout.terms.map((term) => ({ key: term.key, amount: term.sign * values[term.key] }));
  return {
    amount: Math.max(
      0,
      breakdown.reduce((sum, line) => sum + line.amount, 0),
    ),
    breakdown,
  };
}

/**
 * What a new order costs in all, before it is placed: every bill of its schedule (rent, services,
 * coupon), and that plus the buyout at the end of the term (the rules' buyout terms with every rent
 * row paid and nothing late), which makes the device the renter's.
 */
export function orderTotals(
  amount: OrderRecord['amount'],
  bills: readonly Omit<Bill, 'id'>[],
): { term: number; own: number } {
  const term = bills.reduce((sum, b) => sum + b.amount, 0);
  const values: Record<BuyoutTermKey, number> = {
    totalRent: amount.totalRent,
    buyoutPrice: amount.buyoutPrice,
    couponDiscount: amount.couponDiscount,
    lateFees: 0,
    rentPaid: bills.filter((b) => b.kind === 'rent').reduce((sum, b) => sum + b.rentAmount - b.discountAmount, 0),
  };
  const buyout = Math.max(
    0,
    RULES.buyout.terms.reduce((sum, t) => sum + t.sign * values[t.key], 0),
  );
  return { term, own: term + buyout };
}

export interface ReturnQuote {
  /** Rows already due and unpaid: still owed after the return. */
  due: Bill[];
  dueAmount: number;
  /** Rows not yet due: no longer charged, but a share of their rent is the early-return fee. */
  dropped: Bill[];
  droppedRent: number;
  fee: number;
  /** What the renter pays to settle the return. */
  total: number;
  paid: number;
}

/** What a return applied now settles to; after the term every unpaid row is due and there is no fee. */
export function returnQuote(order: OrderRecord, now: number): ReturnQuote {
  const today = chinaDay(now);
  const termOver = order.status === 'RETURN_DUE';
  const unpaid = order.bills.filter((b) => b.kind === 'rent' && b.status !== 'paid');
  const due = unpaid.filter((b) => termOver || b.dueDate <= today || b.status !== 'unpaid');
  const dropped = unpaid.filter((b) => !due.includes(b));
  const droppedRent = dropped.reduce((sum, b) => sum + rentOf(b), 0);
  const dueAmount = due.reduce((sum, b) => sum + payable(b), 0);
  const fee = earlyReturnFee(droppedRent);
  const paid = order.bills.reduce((sum, b) => sum + b.paidAmount, 0);
  return { due, dueAmount, dropped, droppedRent, fee, total: dueAmount + fee, paid };
}

/** Applies a return's settlement: the rows not yet due go, one fee row due today takes their place. */
export function settleReturn(order: OrderRecord, quote: ReturnQuote, nextId: () => number, now: number): void {
  order.bills = order.bills.filter((b) => !quote.dropped.includes(b));
  if (quote.fee <= 0) return;
  const rentRows = order.bills.filter((b) => b.kind === 'rent').length + quote.dropped.length;
  order.bills.push(extraRow(nextId(), 'returnFee', quote.fee, rentRows, now));
}

/** A one-off row (buyout or early-return fee) due today. */
export function extraRow(id: number, kind: Bill['kind'], amount: number, periods: number, now: number): Bill {
  return {
    id,
    periodNo: periods + 1,
    periodTotal: periods,
    dueDate: chinaDay(now),
    rentAmount: amount,
    serviceAmount: 0,
    originalAmount: amount,
    discountAmount: 0,
    amount,
    overdueFee: 0,
    overdueDays: 0,
    paidAmount: 0,
    paidAt: null,
    payChannel: null,
    status: 'unpaid',
    kind,
  };
}

/** A finished order's last word on money: what was paid, that nothing is owed, when the freeze went. */
export function settlementOf(order: OrderRecord) {
  if (!FINAL_STATUSES.includes(order.status)) return null;
  const frozenOnce = order.events.some((e) => e.key === 'frozen');
  return {
    paid: order.bills.reduce((sum, b) => sum + b.paidAmount, 0),
    /** Given back by a cancel before shipping (processing or landed); paid − refunded is what the renter spent. */
    refunded: (order.cancellation?.refunds ?? []).reduce((sum, r) => sum + r.amount, 0),
    outstanding: 0,
    frozen: frozenOnce ? order.amount.frozen : 0,
    freezeReleasedAt:
      frozenOnce && order.freezeReleasedAt !== null ? new Date(order.freezeReleasedAt).toISOString() : null,
  };
}
