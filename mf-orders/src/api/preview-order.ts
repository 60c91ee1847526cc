import { http } from '@rental/shared';
import { OrderPreviewSchema, type OrderChoice } from './place-types';

/**
 * The server's priced preview (nothing is created). Silent: the breakdown shows the refusal in
 * place, a toast on every address or coupon change would only repeat it.
 */
export function previewOrder(choice: OrderChoice, signal?: AbortSignal) {
  return http.post(
    '/api/order/confirm',
    { ...choice },
    { json: true, schema: OrderPreviewSchema, silent: true, signal },
  );
}
