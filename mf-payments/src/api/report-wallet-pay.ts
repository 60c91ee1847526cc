import { http } from '@rental/shared';
import { isTrade, normalizeTrade } from './guards';
import type { Trade } from './types';

/** Tells the server what the wallet answered; the server's trade is what the renter is shown. */
export async function reportWalletPay(tradeNo: string, resultCode: string): Promise<Trade | undefined> {
  const trade = await http.post('/api/order/pay', { tradeNo, resultCode }, { guard: isTrade });
  return trade && normalizeTrade(trade);
}
