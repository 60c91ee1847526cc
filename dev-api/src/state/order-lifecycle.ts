import { BizError } from '../http/envelope';
import type { OrderEventKey } from '../i18n/order-messages';
import { addTerm } from './order-dates';
import { FINAL_STATUSES, type Bill, type OrderEvent, type OrderRecord, type OrderStatus } from './order-types';

/** Refuses a move from any state but the listed ones (409, localized by the route layer). */
export function expectStatus(order: OrderRecord, allowed: readonly OrderStatus[], action: string): void {
  if (!allowed.includes(order.status))
    throw new BizError(409, 'orderWrongState', { status: order.status, action }, { status: order.status });
}

export function move(
  order: OrderRecord,
  to: OrderStatus,
  event: OrderEventKey,
  now: number,
  vars?: OrderEvent['vars'],
): void {
  order.status = to;
  // The deposit freeze is released the moment the order ends, at a time the order keeps: the rule
  // `depositRelease` (shared/src/rules/rule-words.json) says exactly this, and every text reads it.
  if (FINAL_STATUSES.includes(to)) order.freezeReleasedAt ??= now;
  if (to === 'PENDING_SIGN' && !order.contract.contractNo) order.contract.contractNo = `HT${order.orderNo.slice(2)}`;
  order.events.push(vars ? { key: event, at: now, vars } : { key: event, at: now });
}

/** The wallet's answer to the deposit freeze: `9000` sends the order to review, any other code keeps it. */
export function recordFreeze(order: OrderRecord, resultCode: string, now: number): void {
  if (resultCode === '9000') move(order, 'PENDING_REVIEW', 'frozen', now);
  else order.events.push({ key: 'freezeFailed', at: now, vars: { code: resultCode } });
}

/**
 * The renter confirmed receipt: the term starts now and ends a term later. The rule `rentStart`
 * (shared/src/rules/rule-words.json) states this moment in every text; nothing else starts a term.
 */
export function startRent(order: OrderRecord, now: number): void {
  order.rentStartAt = now;
  order.rentEndAt = addTerm(now, order.termUnit, order.term);
  move(order, 'IN_RENT', 'received', now);
}

/**
 * Marks rows paid and moves the order on: row 1 paid ships it, the buyout row paid closes it.
 * The order's overdue flag follows the rows, so paying the overdue ones clears it.
 */
export function payBills(order: OrderRecord, rows: Bill[], channel: string, now: number): void {
  for (const row of rows) {
    if (row.status === 'paid') continue;
    Object.assign(row, { status: 'paid', paidAmount: row.amount + row.overdueFee, paidAt: now, payChannel: channel });
  }
  if (order.status === 'PENDING_PAY' && order.bills[0]?.status === 'paid')
    move(order, 'PENDING_SHIP', 'firstPaid', now);
  const buyoutRow = order.bills.find((b) => b.kind === 'buyout');
  if (order.status === 'BUYOUT_PENDING' && buyoutRow?.status === 'paid') {
    if (order.buyout) order.buyout.status = 'paid';
    move(order, 'BOUGHT_OUT', 'buyoutPaid', now);
  }
}
