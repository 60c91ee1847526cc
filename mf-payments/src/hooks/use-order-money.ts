import { inPlaceErrors, useRefreshOn, useRequireLogin, parseQueryId } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';

/**
 * What an order in the link owes, for a logged-in renter: asked again whenever the page comes back
 * into view, since what is owed may have changed while the renter was in the wallet. `orderId` is
 * undefined for a link without a usable one (the page says so), `loggedIn` false while the renter
 * is sent to log in.
 */
export function useOrderMoney<T>(rawOrderId: string | undefined, fetch: (orderId: number) => Promise<T>) {
  const loggedIn = useRequireLogin();
  const orderId = parseQueryId(rawOrderId);
  const request = useRequest(() => fetch(orderId ?? 0), {
    ...inPlaceErrors,
    ready: loggedIn && orderId !== undefined,
  });
  useRefreshOn(request.refresh, { reconnect: false, visible: true });
  return { loggedIn, orderId, request };
}
