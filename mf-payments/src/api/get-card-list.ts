import { http } from '@rental/shared';
import { BankCardListSchema } from './types';

/** The renter's bound cards. Silent: the page shows a failure in place. */
export function getCardList() {
  return http.get('/api/unionpay/card/list', { schema: BankCardListSchema, silent: true });
}
