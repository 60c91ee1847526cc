import type { Bill, BillSummary } from '../api/order-types';

/** The rent rows still to pay, and what they add up to (what a return leaves to settle). */
export function remainingRent(bills: BillSummary): { items: Bill[]; amount: number } {
  const items = bills.items.filter((b) => b.kind === 'rent' && b.status !== 'paid');
  return { items, amount: items.reduce((sum, b) => sum + b.payable, 0) };
}
