import type { PageProps } from '@rental/shared';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LatePullToRefresh } from './late-pull-to-refresh';
import { SearchEntry } from '../../components/search-entry';
import { BannerSkeleton, CouponSkeleton, GoodsGridSkeleton, IconGridSkeleton } from '../../components/skeletons';
import { WidgetBoundary } from '../../components/widget-boundary';
import { BannerCarousel } from './banner-carousel';
import { CouponStrip } from './coupon-strip';
import { IconGrid } from './icon-grid';
import { hasNoGoods, NoGoods, TagSections } from './tag-sections';
import { useHomeData } from './use-home-data';
import { CatalogSection } from '../../components/catalog-section';
import './home.css';

// Banners, icons and coupons are promotions: when there are none the page simply goes without
// them, rather than showing an "empty" notice a renter can do nothing about.
const none = (list: readonly unknown[]) => list.length === 0;

export default function HomePage(_props: PageProps) {
  const { t } = useTranslation('catalog');
  const { banners, icons, coupons, tags, tagLabels, refreshAll } = useHomeData();
  // The client has already toasted the failure; the pull header must not then say "refreshed".
  const [refreshFailed, setRefreshFailed] = useState(false);
  // With the goods it closes, which render after the banner.
  const shownTags = useDeferredValue(tags.data);
  const onRefresh = async () => setRefreshFailed(await refreshAll());
  return (
    <div className="cat-home">
      <SearchEntry />
      <LatePullToRefresh onRefresh={onRefresh} completeText={refreshFailed ? t('home.refreshFailed') : undefined}>
        <div className="cat-home__body">
          <WidgetBoundary name="banners">
            <CatalogSection request={banners} skeleton={<BannerSkeleton />} isEmpty={none}>
              {(data) => <BannerCarousel banners={data} />}
            </CatalogSection>
          </WidgetBoundary>
          <WidgetBoundary name="icons">
            <CatalogSection request={icons} skeleton={<IconGridSkeleton />} isEmpty={none} deferred>
              {(data) => <IconGrid icons={data} />}
            </CatalogSection>
          </WidgetBoundary>
          <WidgetBoundary name="coupons">
            <CatalogSection
              request={coupons}
              skeleton={<CouponSkeleton />}
              deferred
              isEmpty={(data) => none(data.coupons) && none(data.goods)}
            >
              {(data) => <CouponStrip data={data} />}
            </CatalogSection>
          </WidgetBoundary>
          <WidgetBoundary name="tag-goods">
            <CatalogSection
              request={tags}
              skeleton={<GoodsGridSkeleton />}
              isEmpty={hasNoGoods}
              empty={<NoGoods />}
              deferred
            >
              {(data) => <TagSections sections={data} labels={tagLabels} />}
            </CatalogSection>
          </WidgetBoundary>
          {shownTags && !hasNoGoods(shownTags) && <p className="cat-home__end">{t('home.end')}</p>}
        </div>
      </LatePullToRefresh>
    </div>
  );
}
