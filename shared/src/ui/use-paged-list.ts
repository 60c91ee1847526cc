import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a page of a newest-first list answers: its rows and how many there are in all. */
export interface ListPage<T> {
  list: T[];
  total: number;
}

export type PagedState<T, X extends object = object> =
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  | ({ status: 'ready'; items: T[]; total: number; page: number; hasMore: boolean } & X);

export interface PagedSource<T, A extends ListPage<T>, X extends object> {
  /** Page `page` (from 1); `undefined` when the session is gone and login is on its way. */
  fetch: (page: number, signal?: AbortSignal) => Promise<A | undefined>;
  /** A row's identity: a newer row pushes the next page down by one, which would repeat a row. */
  keyOf: (item: T) => string | number;
  /** What else of an answer the list keeps beside its rows; `kept` is what a later page adds to (null on page 1). */
  extra: (answer: A, kept: X | null) => X;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A newest-first list, page by page. `reloadKey` (a tab) or a language change starts over, a late
 * answer for what came before dropped; `refresh` reloads the first page while the old list stays on
 * screen (and rejects when it fails there); `loadMore` rejects on failure so InfiniteScroll can offer
 * its retry. `current()` is the state as last set, for handlers that run between renders.
 */
export function usePagedList<T, A extends ListPage<T>, X extends object = object>(
  source: PagedSource<T, A, X>,
  reloadKey = '',
) {
  const { i18n } = useTranslation();
  const [state, setViewState] = useState<PagedState<T, X>>({ status: 'loading' });
  // What the async loaders read: the state as last set, not as last rendered.
  const stateRef = useRef<PagedState<T, X>>(state);
  const setState = useCallback((next: PagedState<T, X> | ((prev: PagedState<T, X>) => PagedState<T, X>)) => {
    stateRef.current = typeof next === 'function' ? next(stateRef.current) : next;
    setViewState(stateRef.current);
  }, []);
  // The latest source, so a caller's inline object does not restart the list on every render.
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  });
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const loadFirst = useCallback(async (): Promise<void> => {
    const gen = ++generation.current;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    try {
      const answer = await sourceRef.current.fetch(1, abort.signal);
      if (gen !== generation.current) return;
      // Should the trip to login not happen (one was just made), the list must not wait for ever.
      if (answer === undefined) throw new Error('signed out');
      setState({
        ...sourceRef.current.extra(answer, null),
        status: 'ready',
        items: answer.list,
        total: answer.total,
        page: 1,
        hasMore: answer.list.length > 0 && answer.list.length < answer.total,
      });
    } catch (error) {
      if (gen !== generation.current || isAbort(error)) return;
      if (stateRef.current.status === 'ready') throw error;
      setState({ status: 'failed', error: asError(error) });
    }
    // reloadKey: a new tab is a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadKey, setState]);

  useEffect(() => {
    void loadFirst().catch(() => undefined);
    return () => controller.current?.abort();
  }, [loadFirst, i18n.language]);

  const loadMore = useCallback(async (): Promise<void> => {
    const current = stateRef.current;
    if (current.status !== 'ready' || !current.hasMore) return;
    const gen = generation.current;
    const answer = await sourceRef.current.fetch(current.page + 1);
    if (gen !== generation.current || answer === undefined) return;
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const { keyOf, extra } = sourceRef.current;
      const seen = new Set(prev.items.map(keyOf));
      const items = [...prev.items, ...answer.list.filter((item) => !seen.has(keyOf(item)))];
      return {
        ...prev,
        ...extra(answer, prev),
        items,
        total: answer.total,
        page: current.page + 1,
        hasMore: answer.list.length > 0 && items.length < answer.total,
      };
    });
  }, [setState]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void loadFirst();
  }, [loadFirst, setState]);

  const current = useCallback(() => stateRef.current, []);

  return { state, setState, current, refresh: loadFirst, loadMore, retry };
}
