import type { TradeFailCode } from '../i18n/payment-messages';
import type { BillStatus } from './order-types';
import type { CodeRecord } from './payment-codes';
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
export function takeOutcome(store: Store): { outcome: Outcome; polls: number } {
  const state = paymentState(store);
  const steering = state.steering;
  if (!steering) return { outcome: 'success', polls: 0 };
  if (steering.remaining !== null && --steering.remaining <= 0) state.steering = null;
  return { outcome: steering.outcome, polls: steering.polls };
}
