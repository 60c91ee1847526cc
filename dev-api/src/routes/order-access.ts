import { currentUser } from '../http/current-user';
import { BizError } from '../http/envelope';
import { readParam } from '../http/params';
import type { ApiContext } from '../http/router';
import { tr, type L10n } from '../i18n/lang';
import { ORDER_ACTION_NAMES, ORDER_STATUS_TEXTS } from '../i18n/order-messages';
import { expectStatus } from '../state/order-lifecycle';
import { userOrder } from '../state/order-store';
import type { OrderRecord, OrderStatus } from '../state/order-types';
import { intField } from './order-params';

export const now = (ctx: ApiContext): number => ctx.server.clock.now();

/** The order the call names by `orderId`, if it is the caller's: anyone else's is a 404, as if absent. */
export function orderOf(ctx: ApiContext): OrderRecord {
  const orderId = intField(readParam(ctx, 'orderId'), 'orderId');
  return userOrder(ctx.server.store, currentUser(ctx).userId, orderId);
}

/** A 409 naming the current state and the refused action, in the caller's language. */
export function expect(ctx: ApiContext, order: OrderRecord, allowed: readonly OrderStatus[], action: string): void {
  try {
    expectStatus(order, allowed, action);
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    const status = tr(ORDER_STATUS_TEXTS[order.status], ctx.lang);
    const name = (ORDER_ACTION_NAMES as Record<string, L10n | undefined>)[action];
    throw new BizError(
      409,
      'orderWrongState',
      { status, action: name ? tr(name, ctx.lang) : action },
      { status: order.status },
    );
  }
}
