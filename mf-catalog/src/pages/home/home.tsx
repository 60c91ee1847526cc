import { toast } from '@rental/shared';
import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SearchEntry } from '../../components/search-entry';
import { SectionState } from '../../components/section-state';
import {
  BannerSkeleton,
  CouponSkeleton,
  GoodsGridSkeleton,
  IconGridSkeleton,
} from '../../components/skeletons';
import { WidgetBoundary } from '../../components/widget-boundary';
import { BannerCarousel } from './banner-carousel';
import { CouponStrip } from './coupon-strip';
import { IconGrid } from './icon-grid';
import { hasNoGoods, NoGoods, TagSections } from './tag-sections';
import { useHomeData } from './use-home-data';
import './home.css';

// Banners, icons and coupons are promotions: when there are none the page simply goes without
// them, rather than showing an "empty" notice a renter can do nothing about.
const none = (list: readonly unknown[]) => list.length === 0;

export default function HomePage() {
  const { t } = useTranslation('catalog');
  const { banners, icons, coupons, tags, refreshAll } = useHomeData();
  const onRefresh = async () => {
    if (await refreshAll()) toast.error(t('home.refreshFailed'));
  };
  return (
    <div className="cat-home">
      <SearchEntry />
      <PullToRefresh onRefresh={onRefresh}>
        <div className="cat-home__body">
          <WidgetBoundary name="banners">
            <SectionState request={banners} skeleton={<BannerSkeleton />} isEmpty={none}>
              {(data) => <BannerCarousel banners={data} />}
            </SectionState>
          </WidgetBoundary>
          <WidgetBoundary name="icons">
            <SectionState request={icons} skeleton={<IconGridSkeleton />} isEmpty={none}>
              {(data) => <IconGrid icons={data} />}
            </SectionState>
          </WidgetBoundary>
          <WidgetBoundary name="coupons">
            <SectionState
              request={coupons}
              skeleton={<CouponSkeleton />}
              isEmpty={(data) => none(data.coupons) && none(data.goods)}
            >
              {(data) => <CouponStrip data={data} />}
            </SectionState>
          </WidgetBoundary>
          <WidgetBoundary name="tag-goods">
            <SectionState request={tags} skeleton={<GoodsGridSkeleton />} isEmpty={hasNoGoods} empty={<NoGoods />}>
              {(data) => <TagSections sections={data} />}
            </SectionState>
          </WidgetBoundary>
          {tags.data && !hasNoGoods(tags.data) && <p className="cat-home__end">{t('home.end')}</p>}
        </div>
      </PullToRefresh>
    </div>
  );
}
