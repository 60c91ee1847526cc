import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsRow } from '../../components/goods-row';
import { GoodsRowsSkeleton } from '../../components/skeletons';
import { useGoodsPages } from './use-goods-pages';
import { CatalogSection } from '../../components/catalog-section';

function ListFooter({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation('catalog');
  if (failed) {
    return (
      <div role="alert" className="cat-list-footer">
        <span>{t('list.loadFailed')}</span>
        <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={retry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!hasMore) return <div className="cat-list-footer">{t('list.noMore')}</div>;
  return (
    <div role="status" className="cat-list-footer">
      {t('list.loading')}
      <DotLoading />
    </div>
  );
}

interface Props {
  categoryId: number;
  empty: ReactNode;
}

/** One category's goods: skeleton, error, empty, or the list with infinite scroll below it. */
export function CategoryGoods({ categoryId, empty }: Props) {
  const { first, items, hasMore, loadMore } = useGoodsPages(categoryId);
  return (
    <CatalogSection
      request={first}
      skeleton={<GoodsRowsSkeleton />}
      isEmpty={(page) => page.list.length === 0}
      empty={empty}
    >
      {() => (
        <>
          <ul className="cat-classify__list">
            {items.map((goods) => (
              <li key={goods.id}>
                <GoodsRow goods={goods} />
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={200}>
            {(more, failed, retry) => <ListFooter hasMore={more} failed={failed} retry={retry} />}
          </InfiniteScroll>
        </>
      )}
    </CatalogSection>
  );
}
