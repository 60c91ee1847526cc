import { http } from '@rental/shared';
import { UnboundCardSchema } from './types';

/** Unbinds one of the renter's cards; rejects with the server's reason (e.g. a payment still in progress). */
export function unbindCard(cardId: number) {
  return http.post('/api/unionpay/card/unbind', { cardId }, { json: true, schema: UnboundCardSchema, silent: true });
}
