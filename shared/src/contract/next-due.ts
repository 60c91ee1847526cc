import type { Bill } from './bill';

/**
 * The bill a renter pays next on the schedule: the first unpaid one not yet overdue (overdue
 * ones are owed now and said apart). None before the first installment is paid: that one is the
 * order's "first payment", not its next.
 */
export function nextDueBill(items: readonly Bill[]): Bill | null {
  if (items.some((b) => b.periodNo === 1 && b.kind === 'rent' && b.status !== 'paid')) return null;
  const ahead = items.filter((b) => b.kind === 'rent' && b.status !== 'paid' && b.status !== 'overdue');
  return ahead.reduce<Bill | null>((first, b) => (first && first.periodNo <= b.periodNo ? first : b), null);
}
