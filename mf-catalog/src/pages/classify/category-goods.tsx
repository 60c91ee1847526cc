import { ListFooter } from '@rental/shared';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsRow } from './goods-row';
import { GoodsRowsSkeleton } from '../../components/skeletons';
import { useGoodsPages } from './use-goods-pages';
import { CatalogSection } from '../../components/catalog-section';

interface Props {
  categoryId: number;
  empty: ReactNode;
}

/** One category's goods: skeleton, error, empty, or the list with infinite scroll below it. */
export function CategoryGoods({ categoryId, empty }: Props) {
  const { t } = useTranslation('catalog');
  const { first, items, hasMore, loadMore } = useGoodsPages(categoryId);
  const labels = {
    loading: t('list.loading'),
    noMore: t('list.noMore'),
    failed: t('list.loadFailed'),
    retry: t('list.retry'),
  };
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
            {(more, failed, retry) => <ListFooter hasMore={more} failed={failed} retry={retry} labels={labels} />}
          </InfiniteScroll>
        </>
      )}
    </CatalogSection>
  );
}
