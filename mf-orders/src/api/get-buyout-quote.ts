import { http } from '@rental/shared';
import { isBuyoutQuote } from './guards';
import type { BuyoutQuote } from './types';

/** The buyout price now, line by line; nothing changes on the order. */
export function getBuyoutQuote(orderId: number): Promise<BuyoutQuote | undefined> {
  return http.post('/api/order/buyout/quote', { orderId }, { guard: isBuyoutQuote, loading: false });
}
