import { http, isInteger, isRecord } from '@rental/shared';

const isUnbound = (v: unknown): v is { cardId: number; status: 'unbound' } =>
  isRecord(v) && isInteger(v.cardId) && v.status === 'unbound';

/** Unbinds one of the renter's cards; rejects with the server's reason (e.g. a payment still in progress). */
export function unbindCard(cardId: number): Promise<{ cardId: number; status: 'unbound' } | undefined> {
  return http.post('/api/unionpay/card/unbind', { cardId }, { json: true, guard: isUnbound, silent: true });
}
