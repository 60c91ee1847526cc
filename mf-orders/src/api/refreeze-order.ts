import { http } from '@rental/shared';
import { PlacedOrderSchema } from './place-types';

/** A new freeze string for an order still waiting for its deposit pre-authorization. */
export function refreezeOrder(orderId: number) {
  return http.post('/api/order/refreeze', { orderId }, { schema: PlacedOrderSchema });
}
