import { debitDay } from './autopay';
import type { Bill, OrderRecord } from './order-types';

export function payable(bill: Bill): number {
  return bill.amount + bill.overdueFee - bill.paidAmount;
}

export function billSummary(order: OrderRecord) {
  // A cancelled or refused order never started: its schedule is void, nothing on it is owed. What a
  // cancelled order had paid stays listed, beside the refund lines that give it back (order-cancel-view).
  const ended = order.status === 'CANCELLED' || order.status === 'REJECTED';
  const rows = ended ? order.bills.filter((b) => b.status === 'paid' && b.paidAmount > 0) : order.bills;
  const sum = (list: Bill[], f: (b: Bill) => number): number => list.reduce((a, b) => a + f(b), 0);
  return {
    totalRent: order.amount.totalRent,
    paid: sum(rows, (b) => b.paidAmount),
    unpaid: sum(
      rows.filter((b) => b.status !== 'paid'),
      payable,
    ),
    overdue: sum(
      rows.filter((b) => b.status === 'overdue'),
      payable,
    ),
    items: rows.map((b) => ({
      id: b.id,
      orderNo: order.orderNo,
      periodNo: b.periodNo,
      periodTotal: b.periodTotal,
      dueDate: b.dueDate,
      originalAmount: b.originalAmount,
      discountAmount: b.discountAmount,
      amount: b.amount,
      rentAmount: b.rentAmount,
      serviceAmount: b.serviceAmount,
      overdueFee: b.overdueFee,
      overdueDays: b.overdueDays,
      paidAmount: b.paidAmount,
      paidAt: b.paidAt === null ? null : new Date(b.paidAt).toISOString(),
      payChannel: b.payChannel,
      status: b.status,
      kind: b.kind,
      payable: payable(b),
      // The China day this row will be debited on; null when the renter pays it by hand.
      autoDebitOn: debitDay(order, b),
      debitFailed: b.debitFailedAt !== undefined,
    })),
  };
}

export function isOverdue(order: OrderRecord): boolean {
  return order.bills.some((b) => b.status === 'overdue');
}
