import { http } from '@rental/shared';
import { RenewalQuoteSchema } from './renew-types';
import { OrderDetailSchema } from './types';

export function getRenewalQuote(orderId: number, term: number) {
  return http.post('/api/order/renew/quote', { orderId, term }, { schema: RenewalQuoteSchema, loading: false });
}

/** Signs the agreement of `quoteHash` and renews; a price that changed since is refused by the server. */
export function renewOrder(orderId: number, term: number, quoteHash: string) {
  return http.post('/api/order/renew', { orderId, term, quoteHash }, { schema: OrderDetailSchema, loading: false });
}
