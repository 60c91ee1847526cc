import { BizError } from '../http/envelope';
import { tr, type Lang } from '../i18n/lang';
import { TRADE_FAIL_REASONS, type TradeFailCode } from '../i18n/payment-messages';
import { orderState, payable, payBills, type Bill, type BillStatus, type OrderRecord } from './orders';
import type { CodeRecord } from './payment-codes';
import type { WalletResultCode } from './wallet';
import type { Store } from './store';

export type TradeKind = 'first' | 'installment' | 'buyout';
export type TradeStatus = 'WAIT' | 'PROCESSING' | 'SUCCESS' | 'FAILED' | 'CLOSED';
export type TradeChannel = 'wallet' | 'card';
export const OUTCOMES = ['success', 'fail', 'processing', 'processingThenSuccess'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** An unpaid trade closes itself after this long, giving its rows back. */
export const TRADE_TTL_MS = 30 * 60_000;

export interface Trade {
  tradeNo: string;
  userId: number;
  orderId: number;
  kind: TradeKind;
  billIds: number[];
  /** What each row was before the trade took it, so a failed trade gives back `overdue` as `overdue`. */
  priorStatus: Record<number, BillStatus>;
  amount: number;
  channel: TradeChannel | null;
  cardId: number | null;
  status: TradeStatus;
  createdAt: number;
  paidAt: number | null;
  failCode: TradeFailCode | null;
  /** While PROCESSING: the end it reaches after `polls` more status calls; `end: null` waits for the control surface. */
  pending: { end: 'success' | 'fail' | null; polls: number } | null;
  sms: CodeRecord | null;
}

interface Steering {
  outcome: Outcome;
  polls: number;
  remaining: number | null;
}

interface PaymentState {
  trades: Map<string, Trade>;
  byRequestKey: Map<string, string>;
  steering: Steering | null;
  nextSeq: number;
}

const states = new WeakMap<Store, PaymentState>();

export function paymentState(store: Store): PaymentState {
  let state = states.get(store);
  if (!state) {
    state = { trades: new Map(), byRequestKey: new Map(), steering: null, nextSeq: 1 };
    states.set(store, state);
  }
  return state;
}

export function setSteering(store: Store, outcome: Outcome, polls: number, times: number | null): Steering {
  const steering = { outcome, polls, remaining: times };
  paymentState(store).steering = steering;
  return steering;
}

/** How the next settling trade ends: the steering while it lasts, else success. */
function takeOutcome(store: Store): { outcome: Outcome; polls: number } {
  const state = paymentState(store);
  const steering = state.steering;
  if (!steering) return { outcome: 'success', polls: 0 };
  if (steering.remaining !== null && --steering.remaining <= 0) state.steering = null;
  return { outcome: steering.outcome, polls: steering.polls };
}

const open = (trade: Trade): boolean => trade.status === 'WAIT' || trade.status === 'PROCESSING';

function orderOf(store: Store, trade: Trade): OrderRecord {
  const order = orderState(store).orders.get(trade.orderId);
  if (!order) throw new BizError(404, 'orderNotFound');
  return order;
}

function rowsOf(order: OrderRecord, trade: Trade): Bill[] {
  return order.bills.filter((b) => trade.billIds.includes(b.id));
}

function succeed(store: Store, trade: Trade, now: number): void {
  const order = orderOf(store, trade);
  payBills(order, rowsOf(order, trade), trade.channel ?? 'wallet', now);
  Object.assign(trade, { status: 'SUCCESS', paidAt: now, pending: null, failCode: null });
}

/** Ends a trade without money moving; its rows are payable again. */
function end(store: Store, trade: Trade, status: 'FAILED' | 'CLOSED', failCode: TradeFailCode): void {
  const order = orderState(store).orders.get(trade.orderId);
  for (const row of order ? rowsOf(order, trade) : [])
    if (row.status === 'paying') row.status = trade.priorStatus[row.id] ?? 'unpaid';
  Object.assign(trade, { status, failCode, pending: null });
}

/** The money has left the renter (wallet 9000, right card code): the steering decides what the bank says. */
function settleCharged(store: Store, trade: Trade, now: number): void {
  const { outcome, polls } = takeOutcome(store);
  if (outcome === 'success') return succeed(store, trade, now);
  if (outcome === 'fail') return end(store, trade, 'FAILED', trade.channel === 'card' ? 'declined' : 'failed');
  trade.status = 'PROCESSING';
  trade.pending = outcome === 'processing' ? { end: null, polls: 0 } : { end: 'success', polls };
}

/** The wallet did not say (8000/6004): the trade waits, and only status calls reveal the steered end. */
function settleUnknown(store: Store, trade: Trade): void {
  const { outcome, polls } = takeOutcome(store);
  trade.status = 'PROCESSING';
  if (outcome === 'processing') trade.pending = { end: null, polls: 0 };
  else if (outcome === 'processingThenSuccess') trade.pending = { end: 'success', polls };
  else trade.pending = { end: outcome, polls: 0 };
}

/** What the wallet simulator recorded for this trade, if it was paid through it; the last call wins. */
export function walletRecord(store: Store, tradeNo: string): WalletResultCode | null {
  for (let i = store.walletCalls.length - 1; i >= 0; i--) {
    const call = store.walletCalls[i];
    if (call?.action === 'pay' && call.subject === tradeNo) return call.resultCode as WalletResultCode;
  }
  return null;
}

/** Settles a WAIT trade from a wallet result code; a trade already past WAIT answers as it is. */
export function settleWallet(store: Store, trade: Trade, reported: WalletResultCode, now: number): void {
  if (trade.status !== 'WAIT') return;
  const code = walletRecord(store, trade.tradeNo) ?? reported;
  trade.channel = 'wallet';
  trade.cardId = null;
  if (code === '9000') settleCharged(store, trade, now);
  else if (code === '8000' || code === '6004') settleUnknown(store, trade);
  else if (code === '6001') end(store, trade, 'CLOSED', 'cancelled');
  else end(store, trade, 'FAILED', code === '6002' ? 'network' : 'failed');
}

export function settleCard(store: Store, trade: Trade, now: number): void {
  if (trade.status === 'WAIT') settleCharged(store, trade, now);
}

/**
 * Brings a trade up to date before anyone reads it: a wallet payment the client never reported is
 * taken from the simulator's record, and a trade left unpaid too long closes.
 */
export function refreshTrade(store: Store, trade: Trade, now: number): void {
  if (trade.status !== 'WAIT') return;
  // Only results where money may have moved settle unreported; a cancel or failure may still be retried.
  const recorded = walletRecord(store, trade.tradeNo);
  if (recorded === '9000' || recorded === '8000' || recorded === '6004') settleWallet(store, trade, recorded, now);
  else if (now - trade.createdAt > TRADE_TTL_MS) end(store, trade, 'CLOSED', 'expired');
}

/** One status call: a PROCESSING trade counts down to its steered end. */
export function pollTrade(store: Store, trade: Trade, now: number): void {
  refreshTrade(store, trade, now);
  const pending = trade.pending;
  if (trade.status !== 'PROCESSING' || !pending || pending.end === null) return;
  if (pending.polls > 0) {
    pending.polls--;
    return;
  }
  if (pending.end === 'success') succeed(store, trade, now);
  else end(store, trade, 'FAILED', trade.channel === 'card' ? 'declined' : 'failed');
}

/** The control surface ends an open trade by hand (a PROCESSING trade steered to wait forever). */
export function forceSettle(store: Store, trade: Trade, outcome: 'success' | 'fail', now: number): void {
  if (!open(trade)) return;
  if (outcome === 'success') succeed(store, trade, now);
  else end(store, trade, 'FAILED', trade.channel === 'card' ? 'declined' : 'failed');
}

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
    if (open(trade)) return trade;
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
