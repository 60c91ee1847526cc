import { BizError } from '../http/envelope';
import { cardState } from './cards';
import { chinaDay } from './order-dates';
import { payBills } from './order-lifecycle';
import { orderState } from './order-store';
import type { AutopayMethod, AutopaySetting, Bill, OrderRecord, OrderStatus } from './order-types';
import type { Store } from './store';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Orders whose later rent rows fall due and can be debited (the first row is paid at checkout). */
const DEBIT_STATES: readonly OrderStatus[] = ['PENDING_SHIP', 'SHIPPED', 'IN_RENT', 'RETURN_DUE', 'RETURNING'];

export interface AutopayChoice {
  method: AutopayMethod;
  cardId: number | null;
}

/** Debits the control surface has made fail: by order or by card, each for a number of attempts. */
interface FailState {
  byOrder: Map<number, number>;
  byCard: Map<number, number>;
}

const fails = new WeakMap<Store, FailState>();

function failState(store: Store): FailState {
  let state = fails.get(store);
  if (!state) {
    state = { byOrder: new Map(), byCard: new Map() };
    fails.set(store, state);
  }
  return state;
}

export function failDebits(store: Store, target: { orderId?: number; cardId?: number }, times: number): void {
  const state = failState(store);
  if (target.orderId !== undefined) state.byOrder.set(target.orderId, times);
  if (target.cardId !== undefined) state.byCard.set(target.cardId, times);
}

/** Takes one steered failure for this attempt, if any is left. */
function takeFailure(store: Store, order: OrderRecord, setting: AutopaySetting): boolean {
  const state = failState(store);
  const take = (map: Map<number, number>, key: number | null): boolean => {
    const left = key === null ? undefined : map.get(key);
    if (key === null || left === undefined) return false;
    if (left <= 1) map.delete(key);
    else map.set(key, left - 1);
    return true;
  };
  return take(state.byOrder, order.orderId) || (setting.method === 'card' && take(state.byCard, setting.cardId));
}

/** The start of a China calendar day `YYYY-MM-DD`. */
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;

/** A card method needs one of the renter's bound cards; the wallet needs nothing more. */
export function checkChoice(store: Store, userId: number, choice: AutopayChoice): void {
  if (choice.method !== 'card') return;
  const card = cardState(store).cards.find((c) => c.id === choice.cardId && c.userId === userId);
  if (!card || card.status !== 'bound') throw new BizError(400, 'badParam', { name: 'cardId' }, { field: 'cardId' });
}

export function setAutopay(order: OrderRecord, enabled: boolean, choice: AutopayChoice | null, now: number): void {
  const current = order.autopay;
  const method = choice ?? (current ? { method: current.method, cardId: current.cardId } : null);
  if (!method) {
    if (enabled) throw new BizError(400, 'badParam', { name: 'method' }, { field: 'method' });
    return;
  }
  const since = enabled && !current?.enabled ? now : (current?.since ?? now);
  order.autopay = { enabled, ...method, since };
}

/** Whether a row will be debited, and on which China day; null when it is paid by hand. */
export function debitDay(order: OrderRecord, bill: Bill): string | null {
  const setting = order.autopay;
  if (!setting?.enabled || bill.kind !== 'rent' || bill.debitFailedAt !== undefined) return null;
  if (bill.status === 'paid' || !DEBIT_STATES.includes(order.status) || !order.bills[0]) return null;
  if (bill === order.bills[0] || bill.dueDate < chinaDay(setting.since)) return null;
  return bill.dueDate;
}

function cardUsable(store: Store, order: OrderRecord, setting: AutopaySetting): boolean {
  const card = cardState(store).cards.find((c) => c.id === setting.cardId);
  return card?.status === 'bound' && card.userId === order.userId;
}

function debit(store: Store, order: OrderRecord, bill: Bill, setting: AutopaySetting): void {
  const at = Math.max(dayStart(bill.dueDate), setting.since);
  const vars = { periodNo: bill.periodNo, amount: bill.amount + bill.overdueFee - bill.paidAmount };
  const failed =
    (setting.method === 'card' && !cardUsable(store, order, setting)) || takeFailure(store, order, setting);
  if (failed) {
    bill.debitFailedAt = at;
    order.events.push({ key: 'debitFailed', at, vars });
    return;
  }
  payBills(order, [bill], setting.method === 'card' ? 'card' : 'wallet', at);
  order.events.push({ key: 'autoDebited', at, vars });
}

/**
 * Runs every debit the clock has reached. It runs before each API call rather than on a timer, so
 * moving the dev clock is enough; a row with a payment in progress (`paying`) waits for its outcome.
 */
export function runDueDebits(store: Store, now: number): void {
  for (const order of orderState(store).orders.values()) {
    const setting = order.autopay;
    if (!setting?.enabled) continue;
    for (const bill of order.bills) {
      const day = debitDay(order, bill);
      if (day === null || bill.status === 'paying' || dayStart(day) > now) continue;
      debit(store, order, bill, setting);
    }
  }
}

export function autopayView(order: OrderRecord) {
  const s = order.autopay;
  return s
    ? { enabled: s.enabled, method: s.method, cardId: s.cardId }
    : { enabled: false, method: null, cardId: null };
}
