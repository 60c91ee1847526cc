import type { Bill } from '../api/types';

/**
 * Installments are paid oldest first, so a selection is always the first `count` rows of the
 * list (oldest first): choosing a row takes every older one with it, dropping one drops the newer ones.
 */
export function toggleRow(count: number, index: number): number {
  return index < count ? index : index + 1;
}

/** What is chosen first: every overdue row (they can't wait), or else the oldest one. */
export function initialCount(items: readonly Bill[]): number {
  const overdue = items.filter((b) => b.status === 'overdue').length;
  return Math.min(items.length, Math.max(overdue, 1));
}

export interface SelectionTotals {
  amount: number;
  overdueFee: number;
  payable: number;
  billIds: number[];
}

export function selectionTotals(items: readonly Bill[], count: number): SelectionTotals {
  const chosen = items.slice(0, count);
  return {
    amount: chosen.reduce((sum, b) => sum + b.amount, 0),
    overdueFee: chosen.reduce((sum, b) => sum + b.overdueFee, 0),
    payable: chosen.reduce((sum, b) => sum + b.payable, 0),
    billIds: chosen.map((b) => b.id),
  };
}

/** Oldest first by period (the server sends them so; a reordered answer must not break the rule). */
export function oldestFirst(items: readonly Bill[]): Bill[] {
  return [...items].sort((a, b) => a.periodNo - b.periodNo || a.dueDate.localeCompare(b.dueDate));
}

/** A row the renter can pay now: not paid and not already in an open trade. */
export const isPayable = (b: Bill): boolean => (b.status === 'unpaid' || b.status === 'overdue') && b.payable > 0;

/** Rent rows (or a return's fee) still to pay: the bill page offers "pay" only when there is one. */
export function hasPayableRent(items: readonly Bill[]): boolean {
  return items.some((b) => b.kind !== 'buyout' && isPayable(b));
}

/** Paid / unpaid / overdue as the schedule's rows add up (the server's totals are shown; this checks them). */
export function billTotals(items: readonly Bill[]): { paid: number; unpaid: number; overdue: number } {
  return items.reduce(
    (acc, b) => ({
      paid: acc.paid + b.paidAmount,
      unpaid: acc.unpaid + (b.status === 'paid' ? 0 : b.payable),
      overdue: acc.overdue + (b.status === 'overdue' ? b.payable : 0),
    }),
    { paid: 0, unpaid: 0, overdue: 0 },
  );
}
