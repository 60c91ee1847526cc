import { http } from '@rental/shared';
import { CardCheckoutSchema } from './types';

/** Chooses a bound card for a waiting trade. Silent: the checkout page shows a failure in place. */
export function createCardOrder(tradeNo: string, cardId: number) {
  return http.post(
    '/api/unionpay/createOrder',
    { tradeNo, cardId },
    { json: true, schema: CardCheckoutSchema, silent: true },
  );
}
