import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrderList } from '../api/get-order-list';
import type { OrderListStatus, OrderSummary } from '../api/types';

export type OrderListState =
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  | { status: 'ready'; items: OrderSummary[]; total: number; pageNum: number; hasMore: boolean };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Orders are newest first, so a page can repeat one that a newer order pushed down. */
function merge(items: OrderSummary[], more: OrderSummary[]): OrderSummary[] {
  const seen = new Set(items.map((o) => o.orderId));
  return [...items, ...more.filter((o) => !seen.has(o.orderId))];
}

/**
 * The orders of one tab, page by page. A tab switch or a language change starts over (a late
 * answer for the previous tab is dropped); `refresh` reloads the first page while the old list
 * stays on screen; `loadMore` rejects on failure so InfiniteScroll can offer its retry.
 */
export function useOrderList(tab: OrderListStatus) {
  const { i18n } = useTranslation();
  const [state, setViewState] = useState<OrderListState>({ status: 'loading' });
  // What the async loaders read: the state as last set, not as last rendered.
  const stateRef = useRef<OrderListState>(state);
  const setState = useCallback((next: OrderListState | ((prev: OrderListState) => OrderListState)) => {
    stateRef.current = typeof next === 'function' ? next(stateRef.current) : next;
    setViewState(stateRef.current);
  }, []);
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const loadFirst = useCallback(async (): Promise<void> => {
    const gen = ++generation.current;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    try {
      const page = await getOrderList(tab, 1, abort.signal);
      if (gen !== generation.current) return;
      // The session is gone and login on its way; should that trip not happen (one was just made),
      // the list must not wait for an answer that will never come.
      if (page === undefined) throw new Error('signed out');
      setState({
        status: 'ready',
        items: page.list,
        total: page.total,
        pageNum: 1,
        hasMore: page.list.length > 0 && page.list.length < page.total,
      });
    } catch (error) {
      if (gen !== generation.current || isAbort(error)) return;
      if (stateRef.current.status === 'ready') throw error;
      setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }, [tab, setState]);

  // The list is keyed by tab, so it starts in `loading`; a language change reloads in place.
  useEffect(() => {
    void loadFirst().catch(() => undefined);
    return () => controller.current?.abort();
  }, [loadFirst, i18n.language]);

  const loadMore = useCallback(async (): Promise<void> => {
    const current = stateRef.current;
    if (current.status !== 'ready' || !current.hasMore) return;
    const gen = generation.current;
    const page = await getOrderList(tab, current.pageNum + 1);
    if (gen !== generation.current || page === undefined) return;
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const items = merge(prev.items, page.list);
      return {
        status: 'ready',
        items,
        total: page.total,
        pageNum: page.pageNum,
        hasMore: page.list.length > 0 && items.length < page.total,
      };
    });
  }, [tab, setState]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void loadFirst();
  }, [loadFirst, setState]);

  /** Puts an order's new state in its card, without reloading the list. */
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

  return { state, refresh: loadFirst, loadMore, retry, replace };
}
