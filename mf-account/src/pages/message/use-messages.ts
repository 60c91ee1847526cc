import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessages } from '../../api/get-messages';
import { markMessagesRead } from '../../api/mark-messages-read';
import type { Message } from '../../api/message-types';

export type MessagesState =
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  | {
      status: 'ready';
      items: Message[];
      total: number;
      page: number;
      hasMore: boolean;
      unread: number;
      subscribed: boolean | null;
    };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Messages are newest first: a new one pushes the next page down by one, which would repeat it. */
function merge(items: Message[], more: Message[]): Message[] {
  const seen = new Set(items.map((m) => m.id));
  return [...items, ...more.filter((m) => !seen.has(m.id))];
}

/**
 * The renter's messages page by page. A language change starts over (the server writes the texts);
 * `loadMore` rejects on failure so InfiniteScroll offers its retry; marking read shows at once and
 * takes the server's count when it answers (it rejects when the server refused, the marks undone).
 */
export function useMessages() {
  const { i18n } = useTranslation();
  const [state, setViewState] = useState<MessagesState>({ status: 'loading' });
  const stateRef = useRef<MessagesState>(state);
  const setState = useCallback((next: MessagesState | ((prev: MessagesState) => MessagesState)) => {
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
      const page = await getMessages(1, abort.signal);
      if (gen !== generation.current) return;
      if (page === undefined) throw new Error('signed out');
      setState({
        status: 'ready',
        items: page.list,
        total: page.total,
        page: 1,
        hasMore: page.list.length > 0 && page.list.length < page.total,
        unread: page.unread,
        subscribed: page.subscribed,
      });
    } catch (error) {
      if (gen !== generation.current || isAbort(error)) return;
      if (stateRef.current.status === 'ready') throw error;
      setState({ status: 'failed', error: asError(error) });
    }
  }, [setState]);

  useEffect(() => {
    void loadFirst().catch(() => undefined);
    return () => controller.current?.abort();
  }, [loadFirst, i18n.language]);

  const loadMore = useCallback(async (): Promise<void> => {
    const current = stateRef.current;
    if (current.status !== 'ready' || !current.hasMore) return;
    const gen = generation.current;
    const page = await getMessages(current.page + 1);
    if (gen !== generation.current || page === undefined) return;
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const items = merge(prev.items, page.list);
      return {
        ...prev,
        items,
        total: page.total,
        page: page.page,
        hasMore: page.list.length > 0 && items.length < page.total,
        unread: page.unread,
      };
    });
  }, [setState]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void loadFirst();
  }, [loadFirst, setState]);

  const markRead = useCallback(
    async (which: { ids: string[] } | { all: true }): Promise<void> => {
      const before = stateRef.current;
      if (before.status !== 'ready') return;
      const marks = 'all' in which ? null : new Set(which.ids);
      const items = before.items.map((m) => (!m.read && (!marks || marks.has(m.id)) ? { ...m, read: true } : m));
      const newlyRead = items.filter((m, i) => m.read !== before.items[i]?.read).length;
      setState({ ...before, items, unread: marks ? Math.max(0, before.unread - newlyRead) : 0 });
      const answer = await markMessagesRead(which).catch(() => undefined);
      if (answer === undefined) {
        setState((prev) => (prev.status === 'ready' ? { ...prev, items: before.items, unread: before.unread } : prev));
        throw new Error('not marked');
      }
      setState((prev) => (prev.status === 'ready' ? { ...prev, unread: answer.unread } : prev));
    },
    [setState],
  );

  const setSubscribed = useCallback(
    (subscribed: boolean) => setState((prev) => (prev.status === 'ready' ? { ...prev, subscribed } : prev)),
    [setState],
  );

  return { state, refresh: loadFirst, loadMore, retry, markRead, setSubscribed };
}
