import { createHash } from 'node:crypto';
import { RULES } from '../data/rental-rules';
import { BizError } from '../http/envelope';
import { contentHashOf } from './contract-versions';
import { addTerm, chinaDay, dueDates } from './order-dates';
import { move } from './order-lifecycle';
import type { OrderDocument } from './order-documents';
import { newBillId } from './order-store';
import { rentRow } from './order-pricing';
import type { Bill, OrderRecord, OrderStatus } from './order-types';
import type { Store } from './store';

const DAY = 86_400_000;

/** Renewal is open in these states only: a return or buyout applied closes it for good. */
export const RENEWABLE: readonly OrderStatus[] = ['IN_RENT', 'RETURN_DUE'];

export interface RenewalQuote {
  term: number;
  termUnit: 'day' | 'month';
  terms: number[];
  periodRent: number;
  totalRent: number;
  fromEndAt: number;
  newEndAt: number;
  bills: Omit<Bill, 'id'>[];
  quoteHash: string;
}

// The supplementary agreements signed, frozen at signing, kept beside the order record as its other
// documents are: a reset drops them with the orders.
const signed = new WeakMap<OrderRecord, OrderDocument[]>();

/** Every renewal's supplementary agreement, oldest first, as signed. */
export const renewalAgreements = (order: OrderRecord): OrderDocument[] => signed.get(order) ?? [];

/** The extra terms the rules offer for this order's term unit. */
export const renewalTerms = (order: OrderRecord): number[] => RULES.renewal.terms[order.termUnit];

/**
 * Open from `rentEndAt` minus the rules' window (server clock) through RETURN_DUE and overdue rows;
 * a month after the end the renter is still welcome (the merchant has not taken the device back).
 */
export function renewalOpen(order: OrderRecord, now: number): boolean {
  if (!RENEWABLE.includes(order.status) || order.rentEndAt === null) return false;
  if (order.giveback || order.buyout) return false;
  return now >= order.rentEndAt - RULES.renewal.windowDays * DAY;
}

/** The rent of one renewed period: a month's rent for monthly orders, the whole extra term for day orders. */
function renewedPeriodRent(order: OrderRecord, term: number): number {
  const percent = RULES.renewal.periodRentPercent;
  if (order.termUnit === 'month') return Math.round((order.amount.periodRent * percent) / 100);
  return Math.round((order.amount.periodRent * term * percent) / (order.term * 100));
}

/** Per-period services go on with the rental; once-paid ones were paid once. */
const perPeriodServices = (order: OrderRecord): number =>
  order.services.filter((s) => s.payMode === 'perPeriod').reduce((sum, s) => sum + s.price, 0);

/** What renewing by `term` costs and adds: new rows continue the period numbers after the last rent row. */
export function renewalQuote(order: OrderRecord, term: number): RenewalQuote {
  const terms = renewalTerms(order);
  if (!terms.includes(term)) throw new BizError(400, 'badParam', { field: 'term' });
  const fromEndAt = order.rentEndAt ?? 0;
  const newEndAt = addTerm(fromEndAt, order.termUnit, term);
  const rows = order.termUnit === 'month' ? term : 1;
  const periodRent = renewedPeriodRent(order, term);
  const rentRows = order.bills.filter((b) => b.kind === 'rent');
  const lastNo = rentRows.reduce((max, b) => Math.max(max, b.periodNo), 0);
  const serviceAmount = perPeriodServices(order);
  const dates = order.termUnit === 'month' ? dueDates(fromEndAt, rows) : [chinaDay(fromEndAt)];
  const bills = dates.map((dueDate, i) =>
    rentRow({
      periodNo: lastNo + i + 1,
      periodTotal: lastNo + rows,
      dueDate,
      periodRent,
      serviceAmount,
      discountAmount: 0,
    }),
  );
  const totalRent = periodRent * rows;
  const quoteHash = createHash('sha256')
    .update(JSON.stringify([order.orderId, term, fromEndAt, order.status, bills]))
    .digest('hex')
    .slice(0, 16);
  return { term, termUnit: order.termUnit, terms, periodRent, totalRent, fromEndAt, newEndAt, bills, quoteHash };
}

/**
 * Applies a quoted renewal: the rows join the schedule, the end date moves, a RETURN_DUE order is back
 * IN_RENT. The old rows keep their period total (the signed contract's schedule is a document); the
 * new rows carry the renewed total. A quote made before any change (an earlier renewal included) is refused.
 */
export function applyRenewal(
  store: Store,
  order: OrderRecord,
  term: number,
  quoteHash: string,
  at: number,
  draw: (quote: RenewalQuote, no: number) => Omit<OrderDocument, 'kind' | 'contentHash'>,
): RenewalQuote {
  const quote = renewalQuote(order, term);
  if (quote.quoteHash !== quoteHash) throw new BizError(409, 'renewQuoteChanged', {});
  const list = signed.get(order) ?? [];
  const drawn = draw(quote, list.length + 1);
  list.push({ ...drawn, kind: 'renewalAgreement', contentHash: contentHashOf(drawn.html) });
  signed.set(order, list);
  order.bills.push(...quote.bills.map((b) => ({ ...b, id: newBillId(store) })));
  order.amount.totalRent += quote.totalRent;
  order.rentEndAt = quote.newEndAt;
  const vars = { termN: term, termUnit: order.termUnit, endDate: chinaDay(quote.newEndAt) };
  move(order, 'IN_RENT', 'renewed', at, vars);
  return quote;
}
