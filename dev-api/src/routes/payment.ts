import { PLATFORM } from '../data/home-banners';
import { BizError } from '../http/envelope';
import { readParam, requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { boundCard, cardState } from '../state/cards';
import { payable } from '../state/order-bills';
import { userOrder } from '../state/order-store';
import type { Bill, OrderRecord } from '../state/order-types';
import {
  openTrade,
  openTradeOf,
  pollTrade,
  settleWallet,
  tradeByKey,
  tradeView,
  userTrade,
  type TradeKind,
} from '../state/payments';
import { randomToken } from '../state/store';
import { WALLET_RESULT_CODES, type WalletResultCode } from '../state/wallet';
import { currentUser } from '../http/current-user';
import { goodsOf } from './order-view';
import { idParam } from './payment-params';
import { breakdownOf, chosenRows, firstRow, itemsOf, owedRows } from './payment-rows';

const now = (ctx: ApiContext): number => ctx.server.clock.now();

function orderOf(ctx: ApiContext, orderId = idParam(ctx, 'orderId')): OrderRecord {
  return userOrder(ctx.server.store, currentUser(ctx).userId, orderId);
}

function requestKeyOf(ctx: ApiContext): string {
  return requireString(ctx, 'requestKey', 64);
}

function walletCode(ctx: ApiContext): WalletResultCode {
  const code = requireString(ctx, 'resultCode', 8);
  if (!(WALLET_RESULT_CODES as readonly string[]).includes(code))
    throw new BizError(400, 'badParam', { name: 'resultCode' });
  return code as WalletResultCode;
}

function tradeOf(ctx: ApiContext) {
  return userTrade(ctx.server.store, currentUser(ctx).userId, requireString(ctx, 'tradeNo', 40), now(ctx));
}

/**
 * Opens a trade for the rows `pick` chooses, once per request key: a repeated key answers the
 * first trade before anything but the order's owner is checked again, so a retried tap never pays twice.
 */
function openOnce(ctx: ApiContext, pick: (order: OrderRecord) => { kind: TradeKind; rows: Bill[] }) {
  const order = orderOf(ctx);
  const requestKey = requestKeyOf(ctx);
  const store = ctx.server.store;
  const replay = tradeByKey(store, order.userId, requestKey, now(ctx));
  if (replay) return tradeView(replay, ctx.lang);
  const { kind, rows } = pick(order);
  return tradeView(openTrade(store, order, kind, rows, requestKey, now(ctx)), ctx.lang);
}

let freezeSeq = 0;

export const PAYMENT_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/order/v2/firstPayList',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const { kind, row } = firstRow(order);
      const open = openTradeOf(ctx.server.store, order, now(ctx));
      return {
        orderId: order.orderId,
        orderNo: order.orderNo,
        kind,
        amount: payable(row),
        items: itemsOf(order, [row]),
        breakdown: breakdownOf(ctx, order, kind, row),
        goods: goodsOf(order, ctx.lang),
        boundCardId: cardState(ctx.server.store).orderCards.get(order.orderId) ?? null,
        openTrade: open ? { tradeNo: open.tradeNo, status: open.status } : null,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/order/createPay',
    auth: true,
    handler: (ctx) =>
      openOnce(ctx, (order) => {
        const { kind, row } = firstRow(order);
        return { kind, rows: [row] };
      }),
  },
  {
    method: 'POST',
    path: '/api/order/footPayList',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const rows = owedRows(order);
      return {
        orderId: order.orderId,
        orderNo: order.orderNo,
        items: itemsOf(order, rows),
        totals: {
          amount: rows.reduce((sum, r) => sum + r.amount - r.paidAmount, 0),
          overdueFee: rows.reduce((sum, r) => sum + r.overdueFee, 0),
          payable: rows.reduce((sum, r) => sum + payable(r), 0),
        },
        boundCardId: cardState(ctx.server.store).orderCards.get(order.orderId) ?? null,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/order/footPay',
    auth: true,
    handler: (ctx) => openOnce(ctx, (order) => ({ kind: 'installment', rows: chosenRows(ctx, order) })),
  },
  {
    method: 'POST',
    path: '/api/order/pay',
    auth: true,
    handler: (ctx) => {
      const trade = tradeOf(ctx);
      settleWallet(ctx.server.store, trade, walletCode(ctx), now(ctx));
      return tradeView(trade, ctx.lang);
    },
  },
  {
    method: 'GET',
    path: '/api/order/v2/pay/status',
    auth: true,
    handler: (ctx) => {
      const trade = tradeOf(ctx);
      pollTrade(ctx.server.store, trade, now(ctx));
      return tradeView(trade, ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/order/v2/bind/card',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const card = boundCard(ctx.server.store, order.userId, idParam(ctx, 'cardId'));
      cardState(ctx.server.store).orderCards.set(order.orderId, card.id);
      return { orderId: order.orderId, cardId: card.id };
    },
  },
  {
    method: 'GET',
    path: '/api/test/aliPayFreeze',
    auth: true,
    handler: (ctx) => {
      if (!PLATFORM.features.testAuth) throw new BizError(403, 'testAuthOff');
      const d = new Date(now(ctx) + 8 * 3_600_000);
      const outOrderNo = `TF${d.toISOString().slice(0, 10).replace(/-/g, '')}${String(++freezeSeq).padStart(8, '0')}`;
      const orderStr = new URLSearchParams({
        app_id: '2021000000000000',
        method: 'alipay.fund.auth.order.app.freeze',
        out_order_no: outOrderNo,
        out_request_no: `${outOrderNo}-1`,
        amount: '0.01',
        order_title: readParam(ctx, 'title')?.slice(0, 40) || 'test freeze',
        nonce: randomToken(6),
      }).toString();
      return { outOrderNo, amount: 1, orderStr };
    },
  },
];
