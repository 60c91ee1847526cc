import { inPlaceErrors, useRefreshOn } from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import useRequest from 'ahooks/es/useRequest';

/**
 * What an order in the link owes (its pages require login): asked again whenever the page comes
 * back into view, since what is owed may have changed while the renter was in the wallet.
 * `orderId` is undefined for a link without a usable one (the page says so).
 */
export function useOrderMoney<T>(rawOrderId: string | undefined, fetch: (orderId: number) => Promise<T>) {
  const orderId = parseQueryId(rawOrderId);
  const request = useRequest(() => fetch(orderId ?? 0), {
    ...inPlaceErrors,
    ready: orderId !== undefined,
  });
  useRefreshOn(request.refresh, { reconnect: false, visible: true });
  return { orderId, request };
}
