import { BizError } from '../http/envelope';
import { tr, type Lang } from '../i18n/lang';
import { TRADE_FAIL_REASONS } from '../i18n/payment-messages';
import { payable } from './order-bills';
import type { Bill, OrderRecord } from './order-types';
import { end, isOpen, refreshTrade } from './trade-settle';
import { paymentState, type Trade, type TradeKind } from './trades';
import type { Store } from './store';

export { forceSettle, pollTrade, settleCard, settleWallet } from './trade-settle';
export { OUTCOMES, paymentState, setSteering, type Outcome, type Trade, type TradeKind } from './trades';

export function userTrade(store: Store, userId: number, tradeNo: string, now: number): Trade {
  const trade = paymentState(store).trades.get(tradeNo);
  if (!trade || trade.userId !== userId) throw new BizError(404, 'tradeNotFound');
  refreshTrade(store, trade, now);
  return trade;
}

/** The trade a request key opened before (per user), brought up to date; null for a new key. */
export function tradeByKey(store: Store, userId: number, requestKey: string, now: number): Trade | null {
  const state = paymentState(store);
  const trade = state.trades.get(state.byRequestKey.get(`${userId}:${requestKey}`) ?? '');
  if (!trade) return null;
  refreshTrade(store, trade, now);
  return trade;
}

export function openTradeOf(store: Store, order: OrderRecord, now: number): Trade | null {
  for (const trade of paymentState(store).trades.values()) {
    if (trade.orderId !== order.orderId) continue;
    refreshTrade(store, trade, now);
    if (isOpen(trade)) return trade;
  }
  return null;
}

/** Frees rows held by an unpaid WAIT trade (the renter starts over); a PROCESSING trade keeps them. */
function freeRows(store: Store, order: OrderRecord, rows: Bill[], now: number): void {
  for (const trade of paymentState(store).trades.values()) {
    if (trade.orderId !== order.orderId || !trade.billIds.some((id) => rows.some((r) => r.id === id))) continue;
    refreshTrade(store, trade, now);
    if (trade.status === 'WAIT') end(store, trade, 'CLOSED', 'replaced');
  }
  if (rows.some((r) => r.status === 'paid')) throw new BizError(409, 'billAlreadyPaid');
  if (rows.some((r) => r.status === 'paying')) throw new BizError(409, 'billPaying');
}

/**
 * Before the rows of an order are rewritten (the buyout folds the open rent rows into one): unpaid
 * trades close, and a trade whose outcome is still unknown refuses the change.
 */
export function closeOpenTrades(store: Store, order: OrderRecord, now: number): void {
  for (const trade of paymentState(store).trades.values()) {
    if (trade.orderId !== order.orderId) continue;
    refreshTrade(store, trade, now);
    if (trade.status === 'WAIT') end(store, trade, 'CLOSED', 'replaced');
    if (trade.status === 'PROCESSING') throw new BizError(409, 'billPaying');
  }
}

function tradeNoOf(seq: number, now: number): string {
  const d = new Date(now + 8 * 3_600_000);
  const ymd = d.toISOString().slice(0, 10).replace(/-/g, '');
  return `PT${ymd}${String(seq).padStart(8, '0')}`;
}

/**
 * Opens a trade for rows the caller has checked are the right ones. The same request key (per user)
 * answers the trade it opened first, whatever happened to it since.
 */
export function openTrade(
  store: Store,
  order: OrderRecord,
  kind: TradeKind,
  rows: Bill[],
  requestKey: string,
  now: number,
): Trade {
  const state = paymentState(store);
  const existing = tradeByKey(store, order.userId, requestKey, now);
  if (existing) return existing;
  if (rows.length === 0) throw new BizError(409, 'nothingToPay');
  freeRows(store, order, rows, now);
  const trade: Trade = {
    tradeNo: tradeNoOf(state.nextSeq++, now),
    userId: order.userId,
    orderId: order.orderId,
    kind,
    billIds: rows.map((r) => r.id),
    priorStatus: Object.fromEntries(rows.map((r) => [r.id, r.status])),
    amount: rows.reduce((sum, r) => sum + payable(r), 0),
    channel: null,
    cardId: null,
    status: 'WAIT',
    createdAt: now,
    paidAt: null,
    failCode: null,
    pending: null,
    sms: null,
  };
  for (const row of rows) row.status = 'paying';
  state.trades.set(trade.tradeNo, trade);
  state.byRequestKey.set(`${order.userId}:${requestKey}`, trade.tradeNo);
  return trade;
}

export function tradeView(trade: Trade, lang: Lang) {
  const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
  return {
    tradeNo: trade.tradeNo,
    orderId: trade.orderId,
    kind: trade.kind,
    billIds: trade.billIds,
    amount: trade.amount,
    channel: trade.channel,
    cardId: trade.cardId,
    status: trade.status,
    createdAt: iso(trade.createdAt),
    paidAt: iso(trade.paidAt),
    failCode: trade.failCode,
    failReason: trade.failCode ? tr(TRADE_FAIL_REASONS[trade.failCode], lang) : null,
  };
}
