import { http } from '@rental/shared';
import { isTrade, normalizeTrade } from './guards';
import type { Trade } from './types';

/** The trade as the server knows it. Silent: the result page shows a failure in place. */
export async function getPayStatus(tradeNo: string): Promise<Trade | undefined> {
  const trade = await http.get('/api/order/v2/pay/status', {
    params: { tradeNo },
    guard: isTrade,
    silent: true,
    loading: false,
  });
  return trade && normalizeTrade(trade);
}
