import { ErrorPicture, SectionError } from '@rental/shared';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../../components/goods-card';
import { GoodsGridSkeleton } from '../../components/skeletons';
import { HotChips } from './keyword-chips';
import type { useSearch } from './use-search';

type Search = ReturnType<typeof useSearch>;

function Footer({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation('catalog');
  if (failed)
    return (
      <div role="alert" className="cat-list-footer">
        <span>{t('list.loadFailed')}</span>
        <button type="button" className="cat-search-chip" onClick={retry}>
          {t('list.retry')}
        </button>
      </div>
    );
  if (!hasMore) return <div className="cat-list-footer">{t('searchPage.noMore')}</div>;
  return (
    <div role="status" className="cat-list-footer">
      {t('list.loading')}
      <DotLoading />
    </div>
  );
}

/** Results of the current keyword: skeleton, failure, "nothing found" with hot keywords, or cards. */
export function SearchResults({ search, onPick }: { search: Search; onPick: (word: string) => void }) {
  const { t } = useTranslation('catalog');
  const { state, loadMore, retry } = search;
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
        {(more, failed, again) => <Footer hasMore={more} failed={failed} retry={again} />}
      </InfiniteScroll>
    </section>
  );
}
