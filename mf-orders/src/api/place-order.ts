import { http } from '@rental/shared';
import { PlacedOrderSchema, type OrderChoice } from './place-types';

/**
 * Places the order. `requestKey` is made once per placing attempt: the server answers the same
 * order for the same key, so a retry after a lost answer never makes a second one. Silent: a
 * refusal leads to the failed page, a network fault to a message beside the button.
 */
export function placeOrder(choice: OrderChoice, requestKey: string) {
  return http.post(
    '/api/order/place',
    { ...choice, requestKey },
    { json: true, schema: PlacedOrderSchema, silent: true },
  );
}
