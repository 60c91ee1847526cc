import { isArrayOf, isInteger, isOneOf, isRecord, isString, isStringOrNull } from '../guards/guards';
import type { Bill, BillStatus, BillSummary } from './bill';

const BILL_STATUSES: readonly BillStatus[] = ['unpaid', 'paying', 'paid', 'overdue', 'failed'];
const BILL_KINDS: readonly Bill['kind'][] = ['rent', 'buyout', 'returnFee'];

/** A bill row as the order and payment calls answer it: every field, money in whole fen. */
export function isBill(v: unknown): v is Bill {
  return (
    isRecord(v) &&
    isInteger(v.id) &&
    isString(v.orderNo) &&
    isInteger(v.periodNo) &&
    isInteger(v.periodTotal) &&
    isString(v.dueDate) &&
    isInteger(v.rentAmount) &&
    isInteger(v.serviceAmount) &&
    isInteger(v.originalAmount) &&
    isInteger(v.discountAmount) &&
    isInteger(v.amount) &&
    isInteger(v.overdueFee) &&
    isInteger(v.overdueDays) &&
    isInteger(v.paidAmount) &&
    isStringOrNull(v.paidAt) &&
    isStringOrNull(v.payChannel) &&
    isOneOf(BILL_STATUSES, v.status) &&
    isOneOf(BILL_KINDS, v.kind) &&
    isInteger(v.payable)
  );
}

export const isBills = (v: unknown): v is Bill[] => isArrayOf(v, isBill);

export function isBillSummary(v: unknown): v is BillSummary {
  return (
    isRecord(v) &&
    isInteger(v.totalRent) &&
    isInteger(v.paid) &&
    isInteger(v.unpaid) &&
    isInteger(v.overdue) &&
    isBills(v.items)
  );
}
