import { http } from '@rental/shared';
import { BuyoutSchema } from './types';

/**
 * Buys the device out at the price the renter saw: a 409 carries the new quote when it moved
 * since (a late fee, a payment), so they can agree to that one instead.
 */
export function applyBuyout(orderId: number, amount: number) {
  return http.post('/api/order/apply/buyout', { orderId, amount }, { schema: BuyoutSchema, loading: false });
}
