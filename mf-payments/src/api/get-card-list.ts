import { http } from '@rental/shared';
import { isBankCards } from './guards';
import type { BankCard } from './types';

/** The renter's bound cards. Silent: the page shows a failure in place. */
export function getCardList(): Promise<BankCard[] | undefined> {
  return http.get('/api/unionpay/card/list', { guard: isBankCards, silent: true });
}
