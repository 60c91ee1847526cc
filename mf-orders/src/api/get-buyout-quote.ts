import { http } from '@rental/shared';
import { BuyoutQuoteSchema } from './types';

/** The buyout price now, line by line; nothing changes on the order. */
export function getBuyoutQuote(orderId: number) {
  return http.post('/api/order/buyout/quote', { orderId }, { schema: BuyoutQuoteSchema, loading: false });
}
