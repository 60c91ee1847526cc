import { http } from '@rental/shared';
import { isCardCheckout } from './guards';
import type { CardCheckout } from './types';

/** Chooses a bound card for a waiting trade. Silent: the checkout page shows a failure in place. */
export function createCardOrder(tradeNo: string, cardId: number): Promise<CardCheckout | undefined> {
  return http.post(
    '/api/unionpay/createOrder',
    { tradeNo, cardId },
    { json: true, guard: isCardCheckout, silent: true },
  );
}
