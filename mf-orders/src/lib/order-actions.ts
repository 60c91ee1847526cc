import type { OrderAction } from '../api/types';
import { PATHS, withQuery } from './app-links';

/** Actions that only open another page; the rest change the order and are run here. */
const LINKS: Partial<Record<OrderAction, (orderId: number) => string>> = {
  sign: (orderId) => withQuery(PATHS.contractPreview, { orderId }),
  viewContract: (orderId) => withQuery(PATHS.contractPreview, { orderId }),
  pay: (orderId) => withQuery(PATHS.confirmPayment, { orderId }),
  payBill: (orderId) => withQuery(PATHS.payment, { orderId }),
  viewBills: (orderId) => withQuery(PATHS.billingDetails, { orderId }),
  viewLogistics: (orderId) => withQuery(PATHS.logistics, { orderId, type: 'delivery' }),
  return: (orderId) => withQuery(PATHS.returnApplication, { orderId }),
  returnShip: (orderId) => withQuery(PATHS.confirmShipment, { orderId }),
  renew: (orderId) => withQuery(PATHS.renewal, { orderId }),
};

/** The page an action opens, or null for an action that changes the order in place. */
export function actionLink(action: OrderAction, orderId: number): string | null {
  return LINKS[action]?.(orderId) ?? null;
}

export const buyoutPaymentLink = (orderId: number): string =>
  withQuery(PATHS.confirmPayment, { orderId, kind: 'buyout' });

export interface ActionLayout {
  /** Buttons shown: the server's order, cancelling last. */
  shown: OrderAction[];
  /** The rest, behind "more". */
  more: OrderAction[];
  /** The one drawn as the main button. */
  primary: OrderAction | null;
}

/**
 * Lays the server's actions out for a narrow bar: the first `room` as buttons (one slot goes to
 * "more" when they don't all fit). The server lists the main action first; cancelling is never
 * drawn as the main button nor placed first, so a renter doesn't take it for the way forward.
 */
export function layoutActions(actions: readonly OrderAction[], room: number): ActionLayout {
  const unique = actions.filter((a, i) => actions.indexOf(a) === i);
  // Cancelling goes last, away from the main button, so the way forward is what a thumb finds first.
  const known = [...unique.filter((a) => a !== 'cancel'), ...unique.filter((a) => a === 'cancel')];
  const fits = known.length <= room;
  const shown = fits ? known : known.slice(0, Math.max(room - 1, 1));
  const more = fits ? [] : known.slice(shown.length);
  return { shown, more, primary: shown.find((a) => a !== 'cancel') ?? null };
}
