import { GOODS_BY_ID } from '../data/catalog';
import { EXPRESS_BY_CODE, MERCHANT_RETURN_ADDRESS } from '../data/express';
import { toDetail } from '../data/goods-view';
import { SERVICES } from '../data/services';
import { tr, type Lang } from '../i18n/lang';
import { withMoney } from '../i18n/money';
import { ruleText } from '../i18n/rule-texts';
import {
  BUYOUT_LABELS,
  ORDER_EVENTS,
  ORDER_EXPLANATIONS,
  ORDER_STATUS_TEXTS,
  RETURN_SHIPPED_EXPLANATION,
  TERM_TEXT,
  TRACE_TEXTS,
} from '../i18n/order-messages';
import { placeName } from '../data/region-names';
import { TRACE_OFFSETS_H, TRACE_STATES } from '../data/courier-traces';
import { upcomingSteps } from '../state/order-upcoming';
import { autopayView } from '../state/autopay';
import { billSummary, isOverdue } from '../state/order-bills';
import { renewalOpen } from '../state/order-renewal';
import type { OrderRecord, OrderStatus, Shipment } from '../state/order-types';
import { settlementOf, type BuyoutLine, type ReturnQuote } from '../state/settlement';
import { cancellationView, cancelExplanation, refundLines } from './order-cancel-view';

export type OrderAction =
  | 'cancel'
  | 'refreeze'
  | 'confirmChanges'
  | 'sign'
  | 'pay'
  | 'viewLogistics'
  | 'confirmReceipt'
  | 'payBill'
  | 'return'
  | 'returnShip'
  | 'buyout'
  | 'cancelBuyout'
  | 'renew'
  | 'viewContract'
  | 'viewBills';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
export const yuan = (fen: number): string => (fen / 100).toFixed(2);

/** Exactly the buttons the renter may press in the order's current state. */
export function actionsOf(order: OrderRecord, now: number): OrderAction[] {
  const hasUnpaidRent = order.bills.some((b) => b.kind !== 'buyout' && b.status !== 'paid');
  switch (order.status) {
    case 'CREATED':
      return ['cancel', 'refreeze'];
    case 'PENDING_REVIEW':
      return ['cancel'];
    case 'PENDING_CONFIRM':
      return ['cancel', 'confirmChanges'];
    case 'PENDING_SIGN':
      return ['cancel', 'sign', 'viewContract'];
    case 'PENDING_PAY':
      return ['pay', 'viewContract', 'viewBills', 'cancel'];
    case 'PENDING_SHIP':
      // Free to cancel until the merchant ships; the app draws cancel last, never as the main button.
      return ['viewContract', 'viewBills', 'cancel'];
    case 'SHIPPED':
      return ['confirmReceipt', 'viewLogistics', 'viewContract', 'viewBills'];
    case 'IN_RENT':
    case 'RETURN_DUE':
      return [
        ...(hasUnpaidRent ? (['payBill'] as const) : []),
        ...(renewalOpen(order, now) ? (['renew'] as const) : []),
        'return',
        'buyout',
        'viewLogistics',
        'viewContract',
        'viewBills',
      ];
    case 'RETURNING':
      return [
        ...(order.giveback?.status === 'applied' ? (['returnShip'] as const) : []),
        ...(hasUnpaidRent ? (['payBill'] as const) : []),
        'viewLogistics',
        'viewContract',
        'viewBills',
      ];
    case 'BUYOUT_PENDING':
      // The one thing left to pay is the buyout row: the first-payment page pays it, not the installments page.
      return ['pay', 'cancelBuyout', 'viewContract', 'viewBills'];
    case 'COMPLETED':
    case 'BOUGHT_OUT':
      return ['viewContract', 'viewBills'];
    case 'REJECTED':
    case 'CANCELLED':
      return [];
  }
}

export const statusText = (status: OrderStatus, lang: Lang): string => tr(ORDER_STATUS_TEXTS[status], lang);

export function goodsOf(order: OrderRecord, lang: Lang) {
  const goods = GOODS_BY_ID.get(order.goodsId);
  const sku = goods ? toDetail(goods, lang).skus.find((s) => s.skuId === order.skuId) : undefined;
  return {
    goodsId: order.goodsId,
    skuId: order.skuId,
    name: goods?.seed.name ?? '',
    thumb: sku?.image ?? goods?.thumb ?? '',
    specText: sku?.specText ?? '',
    term: order.term,
    termUnit: order.termUnit,
    termText: tr(TERM_TEXT[order.termUnit], lang, { n: order.term }),
  };
}

const TRACE_TEXT_FALLBACK = { 'zh-CN': '', 'zh-TW': '', en: '', es: '', fr: '' };

/** Traces appear over server time after shipping; newest first. */
/** A carrier as the renter knows it ("顺丰速运"), not its code. */
export function companyName(code: string, lang: Lang): string {
  const company = EXPRESS_BY_CODE.get(code);
  return company ? tr(company.name, lang) : code;
}

export function logisticsOf(shipment: Shipment, now: number, lang: Lang) {
  const visible = TRACE_OFFSETS_H.map((h, i) => ({ i, at: shipment.shippedAt + h * 3_600_000 })).filter(
    (t) => t.at <= now,
  );
  const last = visible[visible.length - 1];
  return {
    company: companyName(shipment.companyCode, lang),
    companyCode: shipment.companyCode,
    trackingNo: shipment.trackingNo,
    state: last ? TRACE_STATES[last.i] : 'collected',
    traces: visible
      .map((t) => ({
        time: new Date(t.at).toISOString(),
        context: tr(TRACE_TEXTS[t.i] ?? TRACE_TEXT_FALLBACK, lang, {
          city: placeName(shipment.fromCity, lang),
          to: placeName(shipment.toCity, lang),
        }),
      }))
      .reverse(),
  };
}

export function orderSummary(order: OrderRecord, now: number, lang: Lang) {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    status: order.status,
    statusText: statusText(order.status, lang),
    createdAt: iso(order.createdAt),
    goods: goodsOf(order, lang),
    amount: order.amount,
    overdue: isOverdue(order),
    actions: actionsOf(order, now),
  };
}

export function orderDetail(order: OrderRecord, now: number, lang: Lang) {
  const givebackShipment = order.giveback?.shipment ?? null;
  return {
    ...orderSummary(order, now, lang),
    explanation:
      cancelExplanation(order, now, lang) ??
      ruleText(
        order.giveback?.status === 'shipped' && order.status === 'RETURNING'
          ? RETURN_SHIPPED_EXPLANATION
          : ORDER_EXPLANATIONS[order.status],
        lang,
      ),
    rentStartAt: iso(order.rentStartAt),
    rentEndAt: iso(order.rentEndAt),
    address: order.address,
    couponId: order.couponId,
    userCouponId: order.userCouponId,
    services: order.services.map((s) => ({
      id: s.id,
      name: tr(SERVICES[s.key].name, lang),
      payMode: s.payMode,
      price: s.price,
    })),
    contract: { contractNo: order.contract.contractNo, status: order.contract.status },
    delivery: order.delivery ? logisticsOf(order.delivery, now, lang) : null,
    giveback: order.giveback
      ? {
          returnNo: order.giveback.returnNo,
          status: order.giveback.status,
          reason: order.giveback.reason,
          merchantAddress: merchantAddress(lang),
          expressCompany: givebackShipment ? companyName(givebackShipment.companyCode, lang) : null,
          trackingNo: givebackShipment?.trackingNo ?? null,
          remainingPeriods: order.giveback.remainingPeriods,
          remainingAmount: order.giveback.remainingAmount,
          earlyReturnFee: order.giveback.earlyReturnFee,
          droppedPeriods: order.giveback.droppedPeriods,
          droppedRent: order.giveback.droppedRent,
        }
      : null,
    buyout: order.buyout ? buyoutView(order, lang) : null,
    cancellation: cancellationView(order, now, lang),
    settlement: settlementOf(order),
    changes: order.changes,
    bills: { ...billSummary(order), ...refundLines(order, now) },
    autopay: autopayView(order),
    timeline: order.events.map((e) => ({
      key: e.key,
      time: new Date(e.at).toISOString(),
      text: tr(ORDER_EVENTS[e.key], lang, e.vars && eventVars(e.vars, lang)),
    })),
    upcoming: upcomingSteps(order).map((step) => ({ key: step.key, by: new Date(step.by).toISOString() })),
  };
}

/** Event details are stored as codes and numbers; names and terms are put in the asked language here. */
function eventVars(vars: Record<string, string | number>, lang: Lang): Record<string, string | number> {
  const out = withMoney(vars, lang);
  const company = typeof vars.companyCode === 'string' ? EXPRESS_BY_CODE.get(vars.companyCode) : undefined;
  if (company) out.company = tr(company.name, lang);
  if (typeof vars.termN === 'number' && (vars.termUnit === 'day' || vars.termUnit === 'month'))
    out.term = tr(TERM_TEXT[vars.termUnit], lang, { n: vars.termN });
  return out;
}

export function merchantAddress(lang: Lang) {
  return {
    name: tr(MERCHANT_RETURN_ADDRESS.name, lang),
    phone: MERCHANT_RETURN_ADDRESS.phone,
    address: tr(MERCHANT_RETURN_ADDRESS.address, lang),
  };
}

/** Quote lines as the renter reads them: each term of the rules, labelled, with its signed amount. */
export function buyoutLines(amount: number, breakdown: readonly BuyoutLine[], lang: Lang) {
  return {
    amount,
    breakdown: breakdown.map((line) => ({
      key: line.key,
      label: tr(BUYOUT_LABELS[line.key], lang),
      amount: line.amount,
    })),
  };
}

export function buyoutView(order: OrderRecord, lang: Lang) {
  const b = order.buyout;
  if (!b) return null;
  return { buyoutNo: b.buyoutNo, status: b.status, ...buyoutLines(b.amount, b.breakdown, lang) };
}

/** A return's settlement before it is applied (`POST /api/order/return/quote`). */
export function returnQuoteView(order: OrderRecord, q: ReturnQuote) {
  const items = billSummary(order).items;
  const pick = (rows: readonly { id: number }[]) => items.filter((item) => rows.some((r) => r.id === item.id));
  return {
    due: pick(q.due),
    dueAmount: q.dueAmount,
    dropped: pick(q.dropped),
    droppedRent: q.droppedRent,
    earlyReturnFee: q.fee,
    total: q.total,
    paid: q.paid,
    frozen: order.amount.frozen,
  };
}
