import { isArrayOf, isNumber, isOneOf, isRecord, isString, isStringOrNull } from '@rental/shared';
import type { Cancellation, CancelQuote, Refund, RefundLine } from './cancel-types';

const CHANNELS = ['wallet', 'card'] as const;
const STATES = ['processing', 'refunded'] as const;

const isDestination = (v: Record<string, unknown>): boolean =>
  isOneOf(CHANNELS, v.channel) && isStringOrNull(v.bankName) && isStringOrNull(v.last4);

export const isCancelQuote = (v: unknown): v is CancelQuote =>
  isRecord(v) &&
  isNumber(v.refundTotal) &&
  isNumber(v.frozen) &&
  isNumber(v.refundMinutes) &&
  isArrayOf(v.refunds, (r): r is unknown => isRecord(r) && isNumber(r.amount) && isDestination(r));

const isRefund = (v: unknown): v is Refund =>
  isRecord(v) &&
  isString(v.refundNo) &&
  isNumber(v.amount) &&
  isDestination(v) &&
  isOneOf(STATES, v.status) &&
  isString(v.expectedAt) &&
  isStringOrNull(v.refundedAt);

export const isCancellation = (v: unknown): v is Cancellation =>
  isRecord(v) &&
  isString(v.reason) &&
  isNumber(v.refundTotal) &&
  isArrayOf(v.refunds, isRefund) &&
  isRecord(v.deposit) &&
  isNumber(v.deposit.frozen) &&
  isStringOrNull(v.deposit.releasedAt);

const isRefundLine = (v: unknown): v is RefundLine =>
  isRecord(v) && isString(v.refundNo) && isNumber(v.amount) && isOneOf(STATES, v.status) && isNumber(v.periodNo);

/** Older answers (and orders never cancelled by the renter) carry no refund lines. */
export const hasRefundLines = (v: unknown): boolean =>
  isRecord(v) &&
  (v.refunds === undefined || isArrayOf(v.refunds, isRefundLine)) &&
  (v.refunded === undefined || isNumber(v.refunded));
