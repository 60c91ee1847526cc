import { http } from '@rental/shared';
import { TradeSchema } from './types';

/** The trade as the server knows it. Silent: the result page shows a failure in place. */
export function getPayStatus(tradeNo: string) {
  return http.get('/api/order/v2/pay/status', {
    params: { tradeNo },
    schema: TradeSchema,
    silent: true,
    loading: false,
  });
}
