import { BizError } from '../http/envelope';
import { payable } from './order-bills';
import { move } from './order-lifecycle';
import { newBillId } from './order-store';
import type { OrderRecord, ReturnRecord } from './order-types';
import { closeOpenTrades } from './payments';
import { extraRow, returnQuote, settleReturn, type BuyoutQuote, type ReturnQuote } from './settlement';
import type { Store } from './store';

/** Applies a return at today's settlement: rows not yet due go, the fee row comes, the order is RETURNING. */
export function applyReturn(
  store: Store,
  order: OrderRecord,
  reason: string,
  at: number,
): { giveback: ReturnRecord; settlement: ReturnQuote } {
  const settlement = returnQuote(order, at);
  settleReturn(order, settlement, () => newBillId(store), at);
  const owed = order.bills.filter((b) => b.status !== 'paid');
  const giveback: ReturnRecord = {
    returnNo: `TH${order.orderNo.slice(2)}`,
    status: 'applied',
    reason,
    appliedAt: at,
    remainingPeriods: owed.length,
    remainingAmount: owed.reduce((sum, b) => sum + payable(b), 0),
    earlyReturnFee: settlement.fee,
    droppedPeriods: settlement.dropped.length,
    droppedRent: settlement.droppedRent,
    shipment: null,
  };
  order.giveback = giveback;
  move(order, 'RETURNING', 'returnApplied', at);
  return { giveback, settlement };
}

/** The renter sent the device back: the return carries the parcel, on its way to the merchant. */
export function shipReturn(order: OrderRecord, parcel: { companyCode: string; trackingNo: string }, at: number): void {
  if (order.giveback) {
    order.giveback.status = 'shipped';
    order.giveback.shipment = { ...parcel, shippedAt: at, fromCity: order.address.city, toCity: '深圳市' };
  }
  order.events.push({ key: 'returnShipped', at, vars: { ...parcel } });
}

/**
 * The buyout replaces the rent still owed: the open rows are folded into one `buyout` row, and kept
 * so a withdrawn buyout can put them back. A payment left open in the wallet is closed first. The
 * caller moves the order on, with the amount as its timeline reads it.
 */
export function applyBuyout(store: Store, order: OrderRecord, quote: BuyoutQuote, at: number): void {
  closeOpenTrades(store, order, at);
  const rentRows = order.bills.filter((b) => b.kind === 'rent').length;
  order.buyout = {
    buyoutNo: `MD${order.orderNo.slice(2)}`,
    amount: quote.amount,
    status: 'pending_pay',
    breakdown: quote.breakdown,
    fromStatus: order.status,
    folded: order.bills.filter((b) => b.status !== 'paid'),
  };
  order.bills = order.bills.filter((b) => b.status === 'paid');
  order.bills.push(extraRow(newBillId(store), 'buyout', quote.amount, rentRows, at));
}

/** A buyout withdrawn before paying: the order goes back to where it was, with its rows as they were. */
export function withdrawBuyout(store: Store, order: OrderRecord, at: number): void {
  const buyout = order.buyout;
  if (!buyout) throw new BizError(409, 'nothingToPay');
  closeOpenTrades(store, order, at);
  order.bills = [...order.bills.filter((b) => b.kind !== 'buyout'), ...buyout.folded].sort(
    (a, b) => a.periodNo - b.periodNo,
  );
  order.buyout = null;
  move(order, buyout.fromStatus, 'buyoutWithdrawn', at);
}
