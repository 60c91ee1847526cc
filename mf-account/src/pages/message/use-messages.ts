import { usePagedList, type PagedState } from '@rental/shared/paged-list';
import { useCallback } from 'react';
import { getMessages } from '../../api/get-messages';
import { markMessagesRead } from '../../api/mark-messages-read';
import type { Message, MessagePage } from '../../api/message-types';

export type MessagesState = PagedState<Message, { unread: number; subscribed: boolean | null; templates: string[] }>;

/** The unread count follows every answer; the consent is the first page's, then set in place. */
const extra = (answer: MessagePage, kept: { subscribed: boolean | null } | null) => ({
  unread: answer.unread,
  subscribed: kept ? kept.subscribed : answer.subscribed,
  templates: answer.templates,
});

/**
 * The renter's messages page by page (a language change starts over, the server writes the texts;
 * see `usePagedList`); marking read shows at once and takes the server's count when it answers (it
 * rejects when the server refused, the marks undone).
 */
export function useMessages() {
  const { state, setState, current, refresh, loadMore, retry } = usePagedList({
    fetch: getMessages,
    keyOf: (m: Message) => m.id,
    extra,
  });

  const markRead = useCallback(
    async (which: { ids: string[] } | { all: true }): Promise<void> => {
      const before = current();
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
    [setState, current],
  );

  const setSubscribed = useCallback(
    (subscribed: boolean) => setState((prev) => (prev.status === 'ready' ? { ...prev, subscribed } : prev)),
    [setState],
  );

  return { state, refresh, loadMore, retry, markRead, setSubscribed };
}
