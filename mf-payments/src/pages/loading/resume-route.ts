import { type BillStore } from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import { PATHS, withQuery } from '../../lib/app-links';
import { parseTradeNo } from '../../lib/trade-no';

/**
 * Back from the wallet: the trade's result when the bill store names one, else the order, else
 * home. The store's `url` is used only when it is that trade's own result page.
 */
export function resumeRoute(store: Pick<BillStore, 'bizId' | 'orderId'>): string {
  const tradeNo = parseTradeNo(store.bizId || undefined);
  const orderId = parseQueryId(store.orderId || undefined);
  if (tradeNo) return withQuery(PATHS.paymentResult, { tradeNo, orderId });
  if (orderId !== undefined) return withQuery(PATHS.orderDetail, { orderId });
  return PATHS.home;
}
