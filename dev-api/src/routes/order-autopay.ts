import { currentUser } from '../http/current-user';
import { BizError } from '../http/envelope';
import type { ApiRoute } from '../http/router';
import { autopayView, checkChoice, setAutopay } from '../state/autopay';
import { FINAL_STATUSES, ORDER_STATUSES } from '../state/order-types';
import { expect, now, orderOf } from './order-access';
import { parseAutopay } from './order-params';

/** Automatic debit can be switched while bills may still fall due: not once the order has ended or its buyout is under way. */
const AUTOPAY_STATUSES = ORDER_STATUSES.filter((s) => !FINAL_STATUSES.includes(s) && s !== 'BUYOUT_PENDING');

function flag(value: unknown): boolean {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw new BizError(400, 'badParam', { name: 'enabled' }, { field: 'enabled' });
}

export const ORDER_AUTOPAY_ROUTES: ApiRoute[] = [
  {
    // Switches the automatic debit of an order on or off; `method`/`cardId` change how it is paid.
    method: 'POST',
    path: '/api/order/autopay',
    auth: true,
    handler: (ctx) => {
      const order = orderOf(ctx);
      expect(ctx, order, AUTOPAY_STATUSES, 'autopay');
      const enabled = flag(ctx.body.enabled);
      const b = ctx.body;
      const choice =
        b.method === undefined || b.method === null || b.method === ''
          ? null
          : parseAutopay({ method: b.method, cardId: b.cardId });
      if (choice) checkChoice(ctx.server.store, currentUser(ctx).userId, choice);
      setAutopay(order, enabled, choice, now(ctx));
      return autopayView(order);
    },
  },
];
