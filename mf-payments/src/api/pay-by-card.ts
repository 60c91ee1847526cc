import { http } from '@rental/shared';
import { isTrade, normalizeTrade } from './guards';
import type { Trade } from './types';

/** Settles the trade with the card's SMS code. Silent: a wrong code is shown at the code field. */
export async function payByCard(tradeNo: string, code: string): Promise<Trade | undefined> {
  const trade = await http.post('/api/unionpay/pay', { tradeNo, code }, { guard: isTrade, silent: true });
  return trade && normalizeTrade(trade);
}
