import { isRecord } from '@rental/shared';
import type {
  BankCard,
  Bill,
  BillSummary,
  BreakdownLine,
  CardCheckout,
  FirstPayList,
  FootPayList,
  OpenedTrade,
  OrderBills,
  OrderGoods,
  PendingCard,
  SmsSent,
  TestFreeze,
  Trade,
  TradeStatus,
} from './payment-types';

const BILL_STATUSES = ['unpaid', 'paying', 'paid', 'overdue', 'failed'];
const TRADE_STATUSES: readonly TradeStatus[] = ['WAIT', 'PROCESSING', 'SUCCESS', 'FAILED', 'CLOSED'];
const TRADE_KINDS = ['first', 'installment', 'buyout'];

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isIntOrNull = (v: unknown): v is number | null => v === null || isInt(v);
const oneOf = (list: readonly string[], v: unknown): boolean => typeof v === 'string' && list.includes(v);

export function isBill(v: unknown): v is Bill {
  return (
    isRecord(v) &&
    isInt(v.id) &&
    isStr(v.orderNo) &&
    isInt(v.periodNo) &&
    isInt(v.periodTotal) &&
    isStr(v.dueDate) &&
    isInt(v.rentAmount) &&
    isInt(v.serviceAmount) &&
    isInt(v.originalAmount) &&
    isInt(v.discountAmount) &&
    isInt(v.amount) &&
    isInt(v.overdueFee) &&
    isInt(v.overdueDays) &&
    isInt(v.paidAmount) &&
    isStrOrNull(v.paidAt) &&
    isStrOrNull(v.payChannel) &&
    oneOf(BILL_STATUSES, v.status) &&
    oneOf(['rent', 'buyout', 'returnFee'], v.kind) &&
    isInt(v.payable)
  );
}

const isBills = (v: unknown): v is Bill[] => Array.isArray(v) && v.every(isBill);

export function isBillSummary(v: unknown): v is BillSummary {
  return isRecord(v) && isInt(v.totalRent) && isInt(v.paid) && isInt(v.unpaid) && isInt(v.overdue) && isBills(v.items);
}

function isGoods(v: unknown): v is OrderGoods {
  return isRecord(v) && isStr(v.name) && isStr(v.thumb) && isStr(v.specText) && isStr(v.termText);
}

export function isOrderBills(v: unknown): v is OrderBills {
  return (
    isRecord(v) &&
    isInt(v.orderId) &&
    isStr(v.orderNo) &&
    isStr(v.status) &&
    isStr(v.statusText) &&
    isGoods(v.goods) &&
    Array.isArray(v.actions) &&
    v.actions.every(isStr) &&
    isBillSummary(v.bills)
  );
}

const isLine = (v: unknown): v is BreakdownLine => isRecord(v) && isStr(v.key) && isStr(v.label) && isInt(v.amount);

export const isTradeStatus = (v: unknown): v is TradeStatus => oneOf(TRADE_STATUSES, v);

export function isFirstPayList(v: unknown): v is FirstPayList {
  return (
    isRecord(v) &&
    isInt(v.orderId) &&
    isStr(v.orderNo) &&
    oneOf(['first', 'buyout'], v.kind) &&
    isInt(v.amount) &&
    isBills(v.items) &&
    Array.isArray(v.breakdown) &&
    v.breakdown.every(isLine) &&
    isGoods(v.goods) &&
    isIntOrNull(v.boundCardId) &&
    (v.openTrade === null || (isRecord(v.openTrade) && isStr(v.openTrade.tradeNo) && isTradeStatus(v.openTrade.status)))
  );
}

export function isFootPayList(v: unknown): v is FootPayList {
  return (
    isRecord(v) &&
    isInt(v.orderId) &&
    isStr(v.orderNo) &&
    isBills(v.items) &&
    isRecord(v.totals) &&
    isInt(v.totals.amount) &&
    isInt(v.totals.overdueFee) &&
    isInt(v.totals.payable) &&
    (v.boundCardId === undefined || isIntOrNull(v.boundCardId))
  );
}

export function isOpenedTrade(v: unknown): v is OpenedTrade {
  return isRecord(v) && isStr(v.tradeNo) && isInt(v.amount) && oneOf(TRADE_KINDS, v.kind) && isInt(v.orderId);
}

export function isTrade(v: unknown): v is Trade {
  return (
    isRecord(v) &&
    isStr(v.tradeNo) &&
    isTradeStatus(v.status) &&
    isInt(v.amount) &&
    isInt(v.orderId) &&
    oneOf(TRADE_KINDS, v.kind) &&
    (v.paidAt === undefined || isStrOrNull(v.paidAt)) &&
    (v.failReason === undefined || isStrOrNull(v.failReason))
  );
}

/** Optional fields the server may leave out come back as null, so pages read one shape. */
export function normalizeTrade(t: Trade): Trade {
  return { ...t, paidAt: t.paidAt ?? null, failReason: t.failReason ?? null };
}

export function isBankCard(v: unknown): v is BankCard {
  return (
    isRecord(v) &&
    isInt(v.id) &&
    isStr(v.bankName) &&
    isStr(v.bankCode) &&
    oneOf(['debit', 'credit'], v.cardType) &&
    isStr(v.cardNoMasked) &&
    isStr(v.last4) &&
    isStr(v.holderName) &&
    isStr(v.reservedPhone) &&
    (v.color === undefined || isStr(v.color))
  );
}

export const isBankCards = (v: unknown): v is BankCard[] => Array.isArray(v) && v.every(isBankCard);

export function isPendingCard(v: unknown): v is PendingCard {
  return isRecord(v) && isInt(v.cardId) && isStr(v.bankName) && isStr(v.cardNoMasked) && isStr(v.status);
}

export function isSmsSent(v: unknown): v is SmsSent {
  return isRecord(v) && isStr(v.mobileMasked) && isInt(v.expiresIn) && isInt(v.resendIn);
}

export function isCardCheckout(v: unknown): v is CardCheckout {
  return (
    isRecord(v) &&
    isStr(v.tradeNo) &&
    isInt(v.amount) &&
    isStr(v.bankName) &&
    isStr(v.cardNoMasked) &&
    isStr(v.mobileMasked) &&
    isTradeStatus(v.status)
  );
}

export function isTestFreeze(v: unknown): v is TestFreeze {
  return isRecord(v) && isStr(v.outOrderNo) && isInt(v.amount) && isStr(v.orderStr);
}
