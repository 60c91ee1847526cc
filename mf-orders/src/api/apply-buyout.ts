import { http } from '@rental/shared';
import { isBuyout } from './manage-guards';
import type { Buyout } from './order-types';

/** Asks to buy the device out; answers the quote and how it is made up. */
export function applyBuyout(orderId: number): Promise<Buyout | undefined> {
  return http.post('/api/order/apply/buyout', { orderId }, { guard: isBuyout, loading: false });
}
