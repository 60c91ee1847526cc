import {
  isArrayOf,
  isBills,
  isBillSummary,
  isInteger,
  isIntegerOrNull,
  isOneOf,
  isRecord,
  isString,
  isStringOrNull,
} from '@rental/shared';
import type {
  AutopaySetting,
  BankCard,
  BreakdownLine,
  CardCheckout,
  FirstPayList,
  FootPayList,
  OpenedTrade,
  OrderBills,
  OrderCard,
  OrderGoods,
  PendingCard,
  SmsSent,
  TestFreeze,
  Trade,
  TradeKind,
  TradeStatus,
} from './types';

const TRADE_STATUSES: readonly TradeStatus[] = ['WAIT', 'PROCESSING', 'SUCCESS', 'FAILED', 'CLOSED'];
const TRADE_KINDS: readonly TradeKind[] = ['first', 'installment', 'buyout'];

function isGoods(v: unknown): v is OrderGoods {
  return isRecord(v) && isString(v.name) && isString(v.thumb) && isString(v.specText) && isString(v.termText);
}

export function isOrderBills(v: unknown): v is OrderBills {
  return (
    isRecord(v) &&
    isInteger(v.orderId) &&
    isString(v.orderNo) &&
    isString(v.status) &&
    isString(v.statusText) &&
    isGoods(v.goods) &&
    isArrayOf(v.actions, isString) &&
    isBillSummary(v.bills) &&
    v.bills.items.every(hasDebitMarks) &&
    (v.autopay === undefined || isAutopay(v.autopay))
  );
}

const hasDebitMarks = (bill: object): boolean => {
  const v = bill as Record<string, unknown>;
  return (
    (v.autoDebitOn === undefined || isStringOrNull(v.autoDebitOn)) &&
    (v.debitFailed === undefined || typeof v.debitFailed === 'boolean')
  );
};

function isAutopay(v: unknown): v is AutopaySetting {
  return (
    isRecord(v) &&
    typeof v.enabled === 'boolean' &&
    (v.method === null || v.method === 'wallet' || v.method === 'card') &&
    isIntegerOrNull(v.cardId)
  );
}

const isLine = (v: unknown): v is BreakdownLine =>
  isRecord(v) && isString(v.key) && isString(v.label) && isInteger(v.amount);

export const isTradeStatus = (v: unknown): v is TradeStatus => isOneOf(TRADE_STATUSES, v);

export function isFirstPayList(v: unknown): v is FirstPayList {
  return (
    isRecord(v) &&
    isInteger(v.orderId) &&
    isString(v.orderNo) &&
    isOneOf(['first', 'buyout'] as const, v.kind) &&
    isInteger(v.amount) &&
    isBills(v.items) &&
    isArrayOf(v.breakdown, isLine) &&
    isGoods(v.goods) &&
    isIntegerOrNull(v.boundCardId) &&
    (v.openTrade === null ||
      (isRecord(v.openTrade) && isString(v.openTrade.tradeNo) && isTradeStatus(v.openTrade.status)))
  );
}

export function isFootPayList(v: unknown): v is FootPayList {
  return (
    isRecord(v) &&
    isInteger(v.orderId) &&
    isString(v.orderNo) &&
    isBills(v.items) &&
    isRecord(v.totals) &&
    isInteger(v.totals.amount) &&
    isInteger(v.totals.overdueFee) &&
    isInteger(v.totals.payable) &&
    (v.boundCardId === undefined || isIntegerOrNull(v.boundCardId))
  );
}

export function isOpenedTrade(v: unknown): v is OpenedTrade {
  return (
    isRecord(v) && isString(v.tradeNo) && isInteger(v.amount) && isOneOf(TRADE_KINDS, v.kind) && isInteger(v.orderId)
  );
}

export function isTrade(v: unknown): v is Trade {
  return (
    isRecord(v) &&
    isString(v.tradeNo) &&
    isTradeStatus(v.status) &&
    isInteger(v.amount) &&
    isInteger(v.orderId) &&
    isOneOf(TRADE_KINDS, v.kind) &&
    (v.paidAt === undefined || isStringOrNull(v.paidAt)) &&
    (v.failReason === undefined || isStringOrNull(v.failReason))
  );
}

/** Optional fields the server may leave out come back as null, so pages read one shape. */
export function normalizeTrade(t: Trade): Trade {
  return { ...t, paidAt: t.paidAt ?? null, failReason: t.failReason ?? null };
}

export function isBankCard(v: unknown): v is BankCard {
  return (
    isRecord(v) &&
    isInteger(v.id) &&
    isString(v.bankName) &&
    isString(v.bankCode) &&
    isOneOf(['debit', 'credit'] as const, v.cardType) &&
    isString(v.cardNoMasked) &&
    isString(v.last4) &&
    isString(v.holderName) &&
    isString(v.reservedPhone) &&
    (v.color === undefined || isString(v.color))
  );
}

export const isBankCards = (v: unknown): v is BankCard[] => isArrayOf(v, isBankCard);

export function isPendingCard(v: unknown): v is PendingCard {
  return isRecord(v) && isInteger(v.cardId) && isString(v.bankName) && isString(v.cardNoMasked) && isString(v.status);
}

export function isSmsSent(v: unknown): v is SmsSent {
  return isRecord(v) && isString(v.mobileMasked) && isInteger(v.expiresIn) && isInteger(v.resendIn);
}

export function isCardCheckout(v: unknown): v is CardCheckout {
  return (
    isRecord(v) &&
    isString(v.tradeNo) &&
    isInteger(v.amount) &&
    isString(v.bankName) &&
    isString(v.cardNoMasked) &&
    isString(v.mobileMasked) &&
    isTradeStatus(v.status)
  );
}

export function isTestFreeze(v: unknown): v is TestFreeze {
  return isRecord(v) && isString(v.outOrderNo) && isInteger(v.amount) && isString(v.orderStr);
}

export function isOrderCard(v: unknown): v is OrderCard {
  return isRecord(v) && isInteger(v.orderId) && isInteger(v.cardId);
}
