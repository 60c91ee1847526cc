import { http } from '@rental/shared';
import { isPlacedOrder } from './guards';
import type { PlacedOrder } from './types';

/** A new freeze string for an order still waiting for its deposit pre-authorization. */
export function refreezeOrder(orderId: number): Promise<PlacedOrder | undefined> {
  return http.post('/api/order/refreeze', { orderId }, { guard: isPlacedOrder });
}
