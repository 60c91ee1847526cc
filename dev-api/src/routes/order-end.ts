import { BizError } from '../http/envelope';
import { optionalInt, requireString } from '../http/params';
import type { ApiRoute } from '../http/router';
import { move, orderState, payable } from '../state/orders';
import { closeOpenTrades } from '../state/payments';
import { buyoutQuote, extraRow, returnQuote, settleReturn } from '../state/settlement';
import { expect, now, orderOf, trackingInput } from './order';
import { buyoutLines, buyoutView, merchantAddress, orderDetail, returnQuoteView, yuan } from './order-view';

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
      const at = now(ctx);
      const settlement = returnQuote(order, at);
      settleReturn(order, settlement, () => orderState(ctx.server.store).nextBillId++, at);
      const owed = order.bills.filter((b) => b.status !== 'paid');
      order.giveback = {
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
      move(order, 'RETURNING', 'returnApplied', at);
      return {
        returnNo: order.giveback.returnNo,
        status: order.giveback.status,
        remainingPeriods: order.giveback.remainingPeriods,
        remainingAmount: order.giveback.remainingAmount,
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
      const { companyCode, trackingNo } = trackingInput(ctx);
      const at = now(ctx);
      if (order.giveback) {
        order.giveback.status = 'shipped';
        order.giveback.shipment = {
          companyCode,
          trackingNo,
          shippedAt: at,
          fromCity: order.address.city,
          toCity: '深圳市',
        };
      }
      order.events.push({
        key: 'returnShipped',
        at,
        vars: { companyCode, trackingNo },
      });
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
      closeOpenTrades(ctx.server.store, order, now(ctx));
      const at = now(ctx);
      const rentRows = order.bills.filter((b) => b.kind === 'rent');
      order.buyout = {
        buyoutNo: `MD${order.orderNo.slice(2)}`,
        amount: q.amount,
        status: 'pending_pay',
        breakdown: q.breakdown,
        fromStatus: order.status,
        folded: order.bills.filter((b) => b.status !== 'paid'),
      };
      // The buyout replaces the rent still owed: the open rent rows are folded into one `buyout` row.
      order.bills = order.bills.filter((b) => b.status === 'paid');
      order.bills.push(extraRow(orderState(ctx.server.store).nextBillId++, 'buyout', q.amount, rentRows.length, at));
      move(order, 'BUYOUT_PENDING', 'buyoutApplied', at, { amount: yuan(q.amount) });
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
      const buyout = order.buyout;
      if (!buyout) throw new BizError(409, 'nothingToPay');
      closeOpenTrades(ctx.server.store, order, now(ctx));
      order.bills = [...order.bills.filter((b) => b.kind !== 'buyout'), ...buyout.folded].sort(
        (a, b) => a.periodNo - b.periodNo,
      );
      order.buyout = null;
      move(order, buyout.fromStatus, 'buyoutWithdrawn', now(ctx));
      return orderDetail(order, now(ctx), ctx.lang);
    },
  },
];
