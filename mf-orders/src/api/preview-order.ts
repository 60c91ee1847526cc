import { http } from '@rental/shared';
import { isOrderPreview } from './guards';
import type { OrderChoice, OrderPreview } from './types';

/**
 * The server's priced preview (nothing is created). Silent: the breakdown shows the refusal in
 * place, a toast on every address or coupon change would only repeat it.
 */
export function previewOrder(choice: OrderChoice, signal?: AbortSignal): Promise<OrderPreview | undefined> {
  return http.post('/api/order/confirm', { ...choice }, { json: true, guard: isOrderPreview, silent: true, signal });
}
