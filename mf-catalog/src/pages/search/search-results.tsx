import { ErrorPicture, ListFooter, SectionError } from '@rental/shared';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../../components/goods-card';
import { GoodsGridSkeleton } from '../../components/skeletons';
import { HotChips } from './keyword-chips';
import type { useSearch } from './use-search';

type Search = ReturnType<typeof useSearch>;

/** Results of the current keyword: skeleton, failure, "nothing found" with hot keywords, or cards. */
export function SearchResults({ search, onPick }: { search: Search; onPick: (word: string) => void }) {
  const { t } = useTranslation('catalog');
  const { state, loadMore, retry } = search;
  const footer = {
    loading: t('list.loading'),
    noMore: t('searchPage.noMore'),
    failed: t('list.loadFailed'),
    retry: t('list.retry'),
  };
  if (state.status === 'loading') return <GoodsGridSkeleton count={4} />;
  if (state.status === 'failed')
    return <SectionError title={t('section.loadFailed')} error={state.error} onRetry={retry} />;
  if (state.items.length === 0)
    return (
      <>
        <ErrorPicture
          status="empty"
          title={t('searchPage.empty', { keyword: state.keyword })}
          description={t('searchPage.emptyHint')}
        />
        <HotChips onPick={onPick} />
      </>
    );
  return (
    <section aria-label={t('searchPage.results')}>
      <p className="cat-search-count">{t('searchPage.count', { count: state.total })}</p>
      <GoodsGrid goods={state.items} />
      <InfiniteScroll loadMore={loadMore} hasMore={state.hasMore} threshold={200}>
        {(more, failed, again) => <ListFooter hasMore={more} failed={failed} retry={again} labels={footer} />}
      </InfiniteScroll>
    </section>
  );
}
