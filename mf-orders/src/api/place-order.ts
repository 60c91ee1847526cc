import { http } from '@rental/shared';
import type { OrderPreview, PlacedOrder } from './types';
import { isOrderPreview, isPlacedOrder } from './guards';

/** What the renter chose on the confirm page, as `POST /api/order/confirm` and `/place` take it. */
export interface OrderChoice {
  goodsId: number;
  skuId: number;
  term: number;
  serviceIds: number[];
  userCouponId?: number;
  addressId?: number;
}

/**
 * The server's priced preview (nothing is created). Silent: the breakdown shows the refusal in
 * place, a toast on every address or coupon change would only repeat it.
 */
export function previewOrder(choice: OrderChoice, signal?: AbortSignal): Promise<OrderPreview | undefined> {
  return http.post('/api/order/confirm', { ...choice }, { json: true, guard: isOrderPreview, silent: true, signal });
}

/**
 * Places the order. `requestKey` is made once per placing attempt: the server answers the same
 * order for the same key, so a retry after a lost answer never makes a second one. Silent: a
 * refusal leads to the failed page, a network fault to a message beside the button.
 */
export function placeOrder(choice: OrderChoice, requestKey: string): Promise<PlacedOrder | undefined> {
  return http.post('/api/order/place', { ...choice, requestKey }, { json: true, guard: isPlacedOrder, silent: true });
}
