import { currentUser } from '../http/current-user';
import { requireString } from '../http/params';
import type { ApiRoute } from '../http/router';
import { CANCELLABLE, cancelOrder } from '../state/order-cancel';
import { expect, now, orderOf } from './order-access';
import { cancelQuoteView } from './order-cancel-view';
import { orderDetail } from './order-view';

/** Cancelling, before the merchant ships: what it gives back first, then the cancel itself. */
export const ORDER_CANCEL_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/order/cancel/quote',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, CANCELLABLE, 'cancel');
      return cancelQuoteView(ctx.server.store, order, ctx.lang);
    },
  },
  {
    // `cancle`: the spec's spelling, kept.
    method: 'POST',
    path: '/api/order/cancle',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      const reason = requireString(ctx, 'reason', 100);
      // A retry after a lost answer finds the order cancelled by the renter: the same answer, nothing refunded twice.
      if (order.status === 'CANCELLED' && order.cancellation) return orderDetail(order, now(ctx), ctx.lang);
      expect(ctx, order, CANCELLABLE, 'cancel');
      cancelOrder(ctx.server.store, currentUser(ctx), order, reason, now(ctx));
      return orderDetail(order, now(ctx), ctx.lang);
    },
  },
];
