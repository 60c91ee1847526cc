import { BizError } from '../http/envelope';
import type { TradeFailCode } from '../i18n/payment-messages';
import { payBills } from './order-lifecycle';
import { orderState } from './order-store';
import type { Bill, OrderRecord } from './order-types';
import { takeOutcome, TRADE_TTL_MS, type Trade } from './trades';
import type { Store } from './store';
import type { WalletResultCode } from './wallet';

export const isOpen = (trade: Trade): boolean => trade.status === 'WAIT' || trade.status === 'PROCESSING';

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
export function end(store: Store, trade: Trade, status: 'FAILED' | 'CLOSED', failCode: TradeFailCode): void {
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
  if (!isOpen(trade)) return;
  if (outcome === 'success') succeed(store, trade, now);
  else end(store, trade, 'FAILED', trade.channel === 'card' ? 'declined' : 'failed');
}
