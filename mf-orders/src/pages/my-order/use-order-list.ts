import { usePagedList, type PagedState } from '@rental/shared/paged-list';
import { useCallback } from 'react';
import { getOrderList } from '../../api/get-order-list';
import type { OrderList, OrderListStatus, OrderSummary } from '../../api/types';

export type OrderListState = PagedState<OrderSummary>;

const noExtra = () => ({});

/**
 * The orders of one tab, page by page (a tab switch or a language change starts over; see
 * `usePagedList`), and `replace` to put an order's new state in its card without reloading.
 */
export function useOrderList(tab: OrderListStatus) {
  const { state, setState, refresh, loadMore, retry } = usePagedList<OrderSummary, OrderList>(
    { fetch: (page, signal) => getOrderList(tab, page, signal), keyOf: (o) => o.orderId, extra: noExtra },
    tab,
  );

  const replace = useCallback(
    (order: OrderSummary) => {
      setState((prev) =>
        prev.status === 'ready'
          ? { ...prev, items: prev.items.map((o) => (o.orderId === order.orderId ? order : o)) }
          : prev,
      );
    },
    [setState],
  );

  return { state, refresh, loadMore, retry, replace };
}
