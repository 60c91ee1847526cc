import {
  ErrorState,
  formatTime,
  Link,
  ListFooter,
  PageSkeleton,
  RequestView,
  toast,
  useRefreshOn,
  type PageProps,
} from '@rental/shared';
import { Button, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../api/message-types';
import { PATHS } from '../../lib/app-links';
import { ReminderConsent } from './reminder-consent';
import { useMessages } from './use-messages';
import '../../components/page.css';
import './message.css';

function MessageRow({ message, onOpen }: { message: Message; onOpen: () => void }) {
  const { t } = useTranslation('account');
  return (
    <li className={message.read ? 'acc-msg' : 'acc-msg acc-msg-unread'}>
      <Link
        to={`${PATHS.orderDetail}?orderId=${encodeURIComponent(message.orderId)}`}
        className="acc-msg-link"
        onClick={onOpen}
      >
        <span className="acc-msg-head">
          {!message.read && (
            <span className="acc-msg-dot">
              <span className="rental-sr-only">{t('messages.unread')}</span>
            </span>
          )}
          <span className="acc-msg-title">{message.title}</span>
          <time className="acc-msg-time" dateTime={message.at}>
            {formatTime(message.at)}
          </time>
        </span>
        <span className="acc-msg-body">{message.body}</span>
      </Link>
    </li>
  );
}

/** The message centre: order news and bill reminders, newest first, each opening its order. */
export default function MessagePage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { state, refresh, loadMore, retry, markRead, setSubscribed } = useMessages();
  // New messages come with time: back on the page (or back online), the list is asked again.
  useRefreshOn(() => void refresh().catch(() => undefined), { visible: true });
  const footer = {
    loading: t('messages.loadingMore'),
    noMore: t('messages.noMore'),
    failed: t('messages.moreFailed'),
    retry: t('messages.retry'),
  };
  const request = {
    data: state.status === 'ready' ? state : undefined,
    loading: state.status === 'loading',
    error: state.status === 'failed' ? state.error : undefined,
    refresh: retry,
  };
  const markAll = () => void markRead({ all: true }).catch(() => toast.error(t('messages.markFailed')));

  return (
    <div className="acc-page acc-msgs">
      {state.status === 'ready' && (
        <ReminderConsent subscribed={state.subscribed} templates={state.templates} onChange={setSubscribed} />
      )}
      <RequestView
        request={request}
        skeleton={<PageSkeleton rows={6} />}
        isEmpty={(page) => page.items.length === 0}
        empty={<ErrorState status="empty" title={t('messages.empty')} description={t('messages.emptyHint')} />}
      >
        {(page) => (
          <>
            <div className="acc-msgs-bar">
              <span role="status">
                {page.unread > 0 ? t('messages.unreadCount', { count: page.unread }) : t('messages.allRead')}
              </span>
              <Button size="small" fill="none" color="primary" disabled={page.unread === 0} onClick={markAll}>
                {t('messages.markAllRead')}
              </Button>
            </div>
            <ul className="acc-msg-list" aria-label={t('messages.listLabel')}>
              {page.items.map((message) => (
                <MessageRow
                  key={message.id}
                  message={message}
                  onOpen={() => {
                    if (!message.read) void markRead({ ids: [message.id] }).catch(() => undefined);
                  }}
                />
              ))}
            </ul>
            <InfiniteScroll loadMore={loadMore} hasMore={page.hasMore} threshold={200}>
              {(more, failed, again) => <ListFooter hasMore={more} failed={failed} retry={again} labels={footer} />}
            </InfiniteScroll>
          </>
        )}
      </RequestView>
    </div>
  );
}
