import { EXPRESS_COMPANIES } from '../data/express';
import { currentUser } from '../http/current-user';
import { BizError } from '../http/envelope';
import { optionalInt, readParam, requireString } from '../http/params';
import type { ApiRoute } from '../http/router';
import { tr } from '../i18n/lang';
import { ORDER_ACTION_NAMES, ORDER_STATUS_TEXTS } from '../i18n/order-messages';
import { payable } from '../state/order-bills';
import { move, recordFreeze, startRent } from '../state/order-lifecycle';
import { makeOrderStr, placeOrder, prepareOrder } from '../state/order-placing';
import { ordersOf } from '../state/order-store';
import { orderTotals } from '../state/settlement';
import type { OrderStatus } from '../state/order-types';
import { requireVerified } from '../state/verification';
import { expect, now, orderOf } from './order-access';
import { ORDER_CANCEL_ROUTES } from './order-cancel';
import { ORDER_RENEW_ROUTES } from './order-renew';
import { parsePlace } from './order-params';
import { logisticsOf, orderDetail, orderSummary } from './order-view';

export const STATUS_GROUPS: Record<string, readonly OrderStatus[] | null> = {
  all: null,
  pending: ['CREATED', 'PENDING_REVIEW', 'PENDING_CONFIRM', 'PENDING_SIGN', 'PENDING_PAY', 'PENDING_SHIP'],
  renting: ['SHIPPED', 'IN_RENT', 'RETURN_DUE', 'BUYOUT_PENDING'],
  returning: ['RETURNING'],
  finished: ['COMPLETED', 'BOUGHT_OUT', 'REJECTED', 'CANCELLED'],
};

/** What placing and re-freezing both answer: the order, and the string the wallet freezes with. */
function freezeAnswer(order: { orderId: number; orderNo: string; status: string; orderStr: string }) {
  return { orderId: order.orderId, orderNo: order.orderNo, status: order.status, freeze: { orderStr: order.orderStr } };
}

export const ORDER_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/order/place',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      requireVerified(user);
      const requestKey = requireString(ctx, 'requestKey', 64);
      const order = placeOrder(ctx.server.store, user, requestKey, parsePlace(ctx), now(ctx), ctx.lang);
      return freezeAnswer(order);
    },
  },
  {
    // The renter's check of the order summary before placing: validates and prices, changes nothing.
    method: 'POST',
    path: '/api/order/confirm',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const p = prepareOrder(ctx.server.store, user, parsePlace(ctx), now(ctx), ctx.lang);
      return {
        amount: p.quote.amount,
        totals: orderTotals(p.quote.amount, p.quote.bills),
        bills: p.quote.bills.map((b) => ({ ...b, payable: payable({ ...b, id: 0 }) })),
        address: p.address,
        services: p.services.map((s) => ({ id: s.id, payMode: s.payMode, price: s.price })),
        userCouponId: p.coupon?.record.userCouponId ?? null,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/order/list',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const group = (readParam(ctx, 'status') ?? '').trim() || 'all';
      if (!(group in STATUS_GROUPS)) throw new BizError(400, 'badParam', { name: 'status' });
      const allowed = STATUS_GROUPS[group];
      const pageNum = optionalInt(ctx, 'pageNum', { min: 1, max: 100_000, fallback: 1 });
      const pageSize = optionalInt(ctx, 'pageSize', { min: 1, max: 50, fallback: 10 });
      const orders = ordersOf(ctx.server.store, user.userId).filter((o) => !allowed || allowed.includes(o.status));
      const start = (pageNum - 1) * pageSize;
      return {
        list: orders.slice(start, start + pageSize).map((o) => orderSummary(o, ctx.server.clock.now(), ctx.lang)),
        total: orders.length,
        pageNum,
        pageSize,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/order/detail',
    auth: true,
    handler: (ctx) => orderDetail(orderOf(ctx), now(ctx), ctx.lang),
  },
  ...ORDER_CANCEL_ROUTES,
  ...ORDER_RENEW_ROUTES,
  {
    method: 'POST',
    path: '/api/order/refreeze',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['CREATED'], 'refreeze');
      order.freezeSeq++;
      order.orderStr = makeOrderStr(order);
      return freezeAnswer(order);
    },
  },
  {
    // The client reports the wallet's freeze result; the wallet simulator's own record wins when it has one.
    method: 'POST',
    path: '/api/order/freeze/notify',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const reported = requireString(ctx, 'resultCode', 8);
      if (!/^\d{4}$/.test(reported)) throw new BizError(400, 'badParam', { name: 'resultCode' });
      if (order.status !== 'CREATED' && order.events.some((e) => e.key === 'frozen'))
        return { status: order.status, frozen: true, resultCode: '9000' };
      expect(ctx, order, ['CREATED'], 'freezeNotify');
      const seen = [...ctx.server.store.walletCalls]
        .reverse()
        .find((c) => c.action === 'freeze' && c.subject === order.orderStr);
      const resultCode = seen?.resultCode ?? reported;
      recordFreeze(order, resultCode, now(ctx));
      return { status: order.status, frozen: resultCode === '9000', resultCode };
    },
  },
  {
    method: 'POST',
    path: '/api/order/confirmChanges',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['PENDING_CONFIRM'], 'confirmChanges');
      move(order, 'PENDING_SIGN', 'changesConfirmed', now(ctx));
      return orderDetail(order, now(ctx), ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/order/received',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['SHIPPED'], 'confirmReceipt');
      const at = now(ctx);
      startRent(order, at);
      return orderDetail(order, at, ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/order/express',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const type = (readParam(ctx, 'type') ?? 'delivery').trim();
      if (type !== 'delivery' && type !== 'giveback') throw new BizError(400, 'badParam', { name: 'type' });
      const shipment = type === 'delivery' ? order.delivery : (order.giveback?.shipment ?? null);
      if (!shipment)
        throw new BizError(409, 'orderWrongState', {
          status: tr(ORDER_STATUS_TEXTS[order.status], ctx.lang),
          action: tr(ORDER_ACTION_NAMES.viewLogistics, ctx.lang),
        });
      return logisticsOf(shipment, now(ctx), ctx.lang);
    },
  },
  {
    method: 'GET',
    path: '/api/common/express',
    handler: (ctx) => EXPRESS_COMPANIES.map((c) => ({ code: c.code, name: tr(c.name, ctx.lang), example: c.example })),
  },
];
