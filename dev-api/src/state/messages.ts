import { RULES } from '../data/rental-rules';
import type { MessageKind } from '../i18n/message-texts';
import { chinaDay } from './order-dates';
import { ordersOf } from './order-store';
import type { Bill, OrderRecord, OrderStatus } from './order-types';
import type { Store } from './store';

const DAY = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** One message as the orders and the clock make it true; nothing about it is stored but its read mark. */
export interface DerivedMessage {
  id: string;
  kind: MessageKind;
  orderId: number;
  /** When it became true (server clock); never after now. */
  at: number;
  bill: Bill | null;
  vars: Record<string, string | number>;
}

interface MessageState {
  read: Map<number, Set<string>>;
  /** The renter's answer to the wallet's subscription consent; absent until asked. */
  subscription: Map<number, boolean>;
}

// Beside the store, like the orders: a reset swaps the store, and the read marks go with it.
const states = new WeakMap<Store, MessageState>();

function messageState(store: Store): MessageState {
  let state = states.get(store);
  if (!state) {
    state = { read: new Map(), subscription: new Map() };
    states.set(store, state);
  }
  return state;
}

/** The start of a China calendar day `YYYY-MM-DD`, moved by `days`. */
const dayStart = (day: string, days = 0): number => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS + days * DAY;

/** Order events that are messages as they are. */
const EVENT_KINDS: Partial<Record<string, MessageKind>> = {
  approved: 'approved',
  rejected: 'rejected',
  shipped: 'shipped',
  debitFailed: 'debitFailed',
};

/** While the term runs and nothing ends it early, its end is news once the window before it opens. */
const TERM_ENDING_STATUSES: readonly OrderStatus[] = ['IN_RENT', 'RETURN_DUE'];

function eventMessages(order: OrderRecord): DerivedMessage[] {
  return order.events.flatMap((event, index) => {
    const kind = EVENT_KINDS[event.key];
    if (!kind) return [];
    const vars = event.vars ?? {};
    return [{ id: `${order.orderId}:${kind}:${index}`, kind, orderId: order.orderId, at: event.at, bill: null, vars }];
  });
}

/**
 * A rent row's reminders: `dueSoonDays` before its due day, on the day, and the day after it (or when
 * the row was marked overdue, if earlier). Each counts only once the rent has started and only if the
 * row was still unpaid then, so a row paid early never had the later ones.
 */
function billMessages(order: OrderRecord, now: number): DerivedMessage[] {
  const started = order.rentStartAt;
  if (started === null) return [];
  return order.bills
    .filter((bill) => bill.kind === 'rent')
    .flatMap((bill) => {
      const markedOverdue = order.events.find((e) => e.key === 'overdue' && e.vars?.period === bill.periodNo)?.at;
      const overdueAt = Math.min(dayStart(bill.dueDate, 1), markedOverdue ?? Infinity);
      const moments: [MessageKind, number][] = [
        ['dueSoon', dayStart(bill.dueDate, -RULES.reminders.dueSoonDays)],
        ['dueToday', dayStart(bill.dueDate)],
        ['overdue', overdueAt],
      ];
      return moments
        .map(([kind, when]): [MessageKind, number] => [kind, Math.max(when, started)])
        .filter(
          ([kind, at]) =>
            at <= now && (bill.paidAt === null || bill.paidAt > at) && !(kind !== 'overdue' && at >= overdueAt),
        )
        .map(([kind, at]) => ({
          id: `${order.orderId}:${kind}:${bill.id}`,
          kind,
          orderId: order.orderId,
          at,
          bill,
          vars: { period: bill.periodNo, total: bill.periodTotal },
        }));
    });
}

function termEndingMessage(order: OrderRecord, now: number): DerivedMessage[] {
  if (order.rentEndAt === null || !TERM_ENDING_STATUSES.includes(order.status)) return [];
  const at = Math.max(order.rentEndAt - RULES.renewal.windowDays * DAY, order.rentStartAt ?? 0);
  if (at > now) return [];
  // Keyed by the end date: a term that is moved later opens a new window, with a new message.
  return [
    {
      id: `${order.orderId}:termEnding:${order.rentEndAt}`,
      kind: 'termEnding',
      orderId: order.orderId,
      at,
      bill: null,
      vars: { endDay: chinaDay(order.rentEndAt) },
    },
  ];
}

/** A renter's messages at `now`, newest first. */
export function messagesOf(store: Store, userId: number, now: number): DerivedMessage[] {
  return ordersOf(store, userId)
    .flatMap((order) => [...eventMessages(order), ...billMessages(order, now), ...termEndingMessage(order, now)])
    .filter((m) => m.at <= now)
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export function isRead(store: Store, userId: number, id: string): boolean {
  return messageState(store).read.get(userId)?.has(id) ?? false;
}

/** Marks the given ids read; ids that are not this renter's messages are ignored. */
export function markRead(store: Store, userId: number, ids: readonly string[], now: number): number {
  const own = new Set(messagesOf(store, userId, now).map((m) => m.id));
  const state = messageState(store);
  const read = state.read.get(userId) ?? new Set<string>();
  state.read.set(userId, read);
  let marked = 0;
  for (const id of ids)
    if (own.has(id) && !read.has(id)) {
      read.add(id);
      marked += 1;
    }
  return marked;
}

export function unreadCount(store: Store, userId: number, now: number): number {
  return messagesOf(store, userId, now).filter((m) => !isRead(store, userId, m.id)).length;
}

export function subscriptionOf(store: Store, userId: number): boolean | null {
  return messageState(store).subscription.get(userId) ?? null;
}

export function setSubscription(store: Store, userId: number, granted: boolean): void {
  messageState(store).subscription.set(userId, granted);
}
