import type { Trade } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';

/** Where a cancelled or failed trade is paid again: the same bill, a new trade. */
export function payAgainRoute(trade: Pick<Trade, 'kind' | 'orderId'>): string {
  if (trade.kind === 'installment') return withQuery(PATHS.payment, { orderId: trade.orderId });
  return withQuery(PATHS.confirmPayment, {
    orderId: trade.orderId,
    kind: trade.kind === 'buyout' ? 'buyout' : undefined,
  });
}
