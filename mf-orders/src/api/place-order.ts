import { http } from '@rental/shared';
import { isPlacedOrder } from './guards';
import type { OrderChoice, PlacedOrder } from './types';

/**
 * Places the order. `requestKey` is made once per placing attempt: the server answers the same
 * order for the same key, so a retry after a lost answer never makes a second one. Silent: a
 * refusal leads to the failed page, a network fault to a message beside the button.
 */
export function placeOrder(choice: OrderChoice, requestKey: string): Promise<PlacedOrder | undefined> {
  return http.post('/api/order/place', { ...choice, requestKey }, { json: true, guard: isPlacedOrder, silent: true });
}
