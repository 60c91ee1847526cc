import { ErrorState, ListFooter, PageSkeleton, toast, useNavigate, userMessage, useRefreshOn } from '@rental/shared';
import { Button, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderListStatus } from '../../api/types';
import { useOrderList } from './use-order-list';
import { PATHS, withQuery } from '../../lib/app-links';
import { OrderCard } from './order-card';
import './order-list.css';

function Empty({ tab }: { tab: OrderListStatus }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const all = tab === 'all';
  return (
    <ErrorState
      status="empty"
      title={t(`manage.list.empty.${tab}`)}
      description={t('manage.list.emptyHint')}
      extra={
        <>
          <Button color="primary" shape="rounded" style={{ minWidth: 160 }} onClick={() => void navigate(PATHS.home)}>
            {t('manage.list.browse')}
          </Button>
          {!all && (
            <Button
              fill="none"
              color="primary"
              onClick={() => void navigate(withQuery(PATHS.myOrders, { status: 'all' }), { replace: true })}
            >
              {t('manage.list.seeAll')}
            </Button>
          )}
        </>
      }
    />
  );
}

/** One tab's orders: pull down to refresh, more as the renter scrolls, a failure or empty state in place. */
export function OrderList({ tab }: { tab: OrderListStatus }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const { state, refresh, loadMore, retry, replace } = useOrderList(tab);
  const footer = {
    loading: t('manage.list.loadingMore'),
    noMore: t('manage.list.noMore'),
    failed: t('manage.list.moreFailed'),
    retry: t('manage.list.retry'),
  };
  // Statuses move on while the renter is away (the wallet) or offline: the list is asked again.
  useRefreshOn(() => void refresh().catch(() => undefined), { visible: true });

  const pull = async () => {
    try {
      await refresh();
    } catch {
      toast.error(t('manage.list.refreshFailed'));
    }
  };

  let body;
  if (state.status === 'loading') body = <PageSkeleton rows={6} />;
  else if (state.status === 'failed')
    body = (
      <ErrorState
        title={tc('state.loadFailed')}
        description={userMessage(state.error, tc('page.loadFailedText'))}
        onRetry={retry}
      />
    );
  else if (state.items.length === 0) body = <Empty tab={tab} />;
  else
    body = (
      <>
        {state.items.map((order) => (
          <OrderCard
            key={order.orderId}
            order={order}
            onChanged={(_order, detail) => (detail ? replace(detail) : void refresh().catch(() => undefined))}
          />
        ))}
        <InfiniteScroll loadMore={loadMore} hasMore={state.hasMore} threshold={200}>
          {(more, failed, again) => <ListFooter hasMore={more} failed={failed} retry={again} labels={footer} />}
        </InfiniteScroll>
      </>
    );

  return (
    <PullToRefresh
      onRefresh={pull}
      pullingText={t('manage.list.pulling')}
      canReleaseText={t('manage.list.release')}
      refreshingText={t('manage.list.refreshing')}
      completeText={t('manage.list.refreshed')}
    >
      <div className="ord-list">{body}</div>
    </PullToRefresh>
  );
}
