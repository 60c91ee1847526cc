import { http } from '@rental/shared';
import { TradeSchema } from './types';

/** Settles the trade with the card's SMS code. Silent: a wrong code is shown at the code field. */
export function payByCard(tradeNo: string, code: string) {
  return http.post('/api/unionpay/pay', { tradeNo, code }, { schema: TradeSchema, silent: true });
}
