import { BizError } from '../http/envelope';
import { optionalInt, requireString } from '../http/params';
import type { ApiRoute } from '../http/router';
import { applyBuyout, applyReturn, shipReturn, withdrawBuyout } from '../state/order-ending';
import { move } from '../state/order-lifecycle';
import { buyoutQuote, returnQuote } from '../state/settlement';
import { expect, now, orderOf } from './order-access';
import { trackingInput } from './order-params';
import { buyoutLines, buyoutView, merchantAddress, orderDetail, returnQuoteView } from './order-view';

/** Ending a rental early or on time: return (quote, apply, ship back) and buyout (quote, apply, withdraw). */
export const ORDER_END_ROUTES: ApiRoute[] = [
  {
    // The return's settlement before the renter applies: what stays owed, what is dropped, the fee.
    method: 'POST',
    path: '/api/order/return/quote',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['IN_RENT', 'RETURN_DUE'], 'return');
      return returnQuoteView(order, returnQuote(order, now(ctx)));
    },
  },
  {
    method: 'POST',
    path: '/api/order/apply/return',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const reason = requireString(ctx, 'reason', 200);
      expect(ctx, order, ['IN_RENT', 'RETURN_DUE'], 'return');
      const { giveback, settlement } = applyReturn(ctx.server.store, order, reason, now(ctx));
      return {
        returnNo: giveback.returnNo,
        status: giveback.status,
        remainingPeriods: giveback.remainingPeriods,
        remainingAmount: giveback.remainingAmount,
        earlyReturnFee: settlement.fee,
        droppedPeriods: settlement.dropped.length,
        droppedRent: settlement.droppedRent,
        merchantAddress: merchantAddress(ctx.lang),
        orderStatus: order.status,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/order/confirm/return',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['RETURNING'], 'returnShip');
      if (order.giveback?.status !== 'applied') expect(ctx, order, [], 'returnShip');
      const at = now(ctx);
      shipReturn(order, trackingInput(ctx), at);
      return orderDetail(order, at, ctx.lang);
    },
  },
  {
    // The buyout price and its lines, changing nothing: the renter reads it before deciding.
    method: 'POST',
    path: '/api/order/buyout/quote',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['IN_RENT', 'RETURN_DUE'], 'buyout');
      const q = buyoutQuote(order);
      return buyoutLines(q.amount, q.breakdown, ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/order/apply/buyout',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['IN_RENT', 'RETURN_DUE'], 'buyout');
      const q = buyoutQuote(order);
      const expected = optionalInt(ctx, 'amount', { min: 0, max: 1_000_000_000, fallback: q.amount });
      // The renter agreed to a price: if it moved since (a fee, a payment), they see the new one first.
      if (expected !== q.amount)
        throw new BizError(409, 'buyoutQuoteChanged', {}, buyoutLines(q.amount, q.breakdown, ctx.lang));
      const at = now(ctx);
      applyBuyout(ctx.server.store, order, q, at);
      move(order, 'BUYOUT_PENDING', 'buyoutApplied', at, { amountFen: q.amount });
      return buyoutView(order, ctx.lang);
    },
  },
  {
    // Changed their mind before paying: the order goes back to renting with its rows as they were.
    method: 'POST',
    path: '/api/order/buyout/cancel',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, ['BUYOUT_PENDING'], 'cancelBuyout');
      withdrawBuyout(ctx.server.store, order, now(ctx));
      return orderDetail(order, now(ctx), ctx.lang);
    },
  },
];
