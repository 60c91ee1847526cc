import { BizError } from '../http/envelope';
import { boundCard, cardState, type CardRecord } from './cards';
import { refreshTrade } from './trade-settle';
import { paymentState } from './trades';
import type { Store } from './store';

/**
 * Unbinds one of the renter's cards. A card paying a trade whose outcome is not known yet stays
 * (409 `cardInUse`): the bank may still take the money. Orders set to pay from it are no longer:
 * their later installments are paid another way, as the unbinding dialog says. Its past trades
 * keep naming it; the number is kept (masked in every answer) for them.
 */
export function unbindCard(store: Store, userId: number, cardId: number, now: number): CardRecord {
  const card = boundCard(store, userId, cardId);
  for (const trade of paymentState(store).trades.values()) {
    if (trade.cardId !== card.id) continue;
    refreshTrade(store, trade, now);
    if (trade.status === 'WAIT' || trade.status === 'PROCESSING') throw new BizError(409, 'cardInUse');
  }
  const { orderCards } = cardState(store);
  for (const [orderId, id] of orderCards) if (id === card.id) orderCards.delete(orderId);
  card.status = 'unbound';
  return card;
}
