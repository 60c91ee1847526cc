import { http } from '@rental/shared';
import { TradeSchema } from './types';

/** Tells the server what the wallet answered; the server's trade is what the renter is shown. */
export function reportWalletPay(tradeNo: string, resultCode: string) {
  return http.post('/api/order/pay', { tradeNo, resultCode }, { schema: TradeSchema });
}
