import { http } from '@rental/shared';
import { BoundCardListSchema } from './autopay-types';

/** The renter's bound cards, the fallback an automatic debit may use (`GET /api/unionpay/card/list`). */
export function getBoundCards() {
  return http.get('/api/unionpay/card/list', { schema: BoundCardListSchema, silent: true });
}
