import { BizError } from '../http/envelope';
import { requireString } from '../http/params';
import type { ApiContext } from '../http/router';
import { tr } from '../i18n/lang';
import { BUYOUT_LABELS } from '../i18n/order-messages';
import { BREAKDOWN_LABELS } from '../i18n/payment-messages';
import { billSummary } from '../state/order-bills';
import type { Bill, OrderRecord, OrderStatus } from '../state/order-types';
import type { TradeKind } from '../state/payments';
import { parseId } from './payment-params';

/** Orders whose later rent rows can be paid (after the first installment, before the order ends). */
const INSTALLMENT_STATES: readonly OrderStatus[] = ['PENDING_SHIP', 'SHIPPED', 'IN_RENT', 'RETURN_DUE', 'RETURNING'];

/** The row the confirm-payment page pays: row 1 of a new order, or the buyout row. */
export function firstRow(order: OrderRecord): { kind: TradeKind; row: Bill } {
  const row =
    order.status === 'PENDING_PAY'
      ? order.bills[0]
      : order.status === 'BUYOUT_PENDING'
        ? order.bills.find((b) => b.kind === 'buyout')
        : undefined;
  if (!row || row.status === 'paid') throw new BizError(409, 'nothingToPay');
  return { kind: order.status === 'PENDING_PAY' ? 'first' : 'buyout', row };
}

export function itemsOf(order: OrderRecord, rows: Bill[]) {
  const ids = new Set(rows.map((r) => r.id));
  return billSummary(order).items.filter((item) => ids.has(item.id));
}

export function breakdownOf(ctx: ApiContext, order: OrderRecord, kind: TradeKind, row: Bill) {
  if (kind === 'buyout' && order.buyout)
    return order.buyout.breakdown.map((line) => ({
      key: line.key,
      label: tr(BUYOUT_LABELS[line.key], ctx.lang),
      amount: line.amount,
    }));
  const lines: { key: keyof typeof BREAKDOWN_LABELS; amount: number }[] = [
    { key: 'rent', amount: row.rentAmount },
    { key: 'services', amount: row.serviceAmount },
    { key: 'discount', amount: -row.discountAmount },
    { key: 'lateFee', amount: row.overdueFee },
  ];
  return lines
    .filter((line) => line.key === 'rent' || line.amount !== 0)
    .map((line) => ({ ...line, label: tr(BREAKDOWN_LABELS[line.key], ctx.lang) }));
}

/** Rent rows (and a return's fee) still owed, oldest first; a buyout row is paid on its own page. */
export function owedRows(order: OrderRecord): Bill[] {
  if (!INSTALLMENT_STATES.includes(order.status)) return [];
  return order.bills.filter((b) => b.kind !== 'buyout' && b.status !== 'paid').sort((a, b) => a.periodNo - b.periodNo);
}

export function chosenRows(ctx: ApiContext, order: OrderRecord): Bill[] {
  const raw = requireString(ctx, 'billIds', 2000).split(',');
  const ids = raw.map((s) => parseId(s.trim(), 'billIds'));
  if (ids.length > 120 || new Set(ids).size !== ids.length) throw new BizError(400, 'badParam', { name: 'billIds' });
  const rows = ids.map((id) => order.bills.find((b) => b.id === id && b.kind !== 'buyout'));
  if (rows.some((r) => r === undefined)) throw new BizError(400, 'badParam', { name: 'billIds' });
  const chosen = (rows as Bill[]).sort((a, b) => a.periodNo - b.periodNo);
  if (chosen.some((r) => r.status === 'paid')) throw new BizError(409, 'billAlreadyPaid');
  const owed = owedRows(order);
  if (owed.length === 0) throw new BizError(409, 'nothingToPay');
  // Installments are paid oldest first, with no gaps: the choice must be a prefix of what is owed.
  if (chosen.some((r, i) => owed[i]?.id !== r.id)) throw new BizError(409, 'billOutOfOrder');
  return chosen;
}
