import { PageIndicator } from 'antd-mobile';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@rental/shared';
import type { Banner } from '../../api/types';
import { RatioImage } from '../../components/ratio-image';
import { toRoute } from '../../lib/app-links';
import { lateComponent, useLateComponent } from './late-component';
import './banner-carousel.css';

/** The seeded banners are 750×300. */
const BANNER_RATIO = 2.5;

const lateSwiper = lateComponent(() => import('./banner-swiper'));

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  // The first banner shows at once; the carousel (swiping, autoplay) takes over once it has loaded.
  const carousel = useLateComponent(lateSwiper);
  // Swiper drops a click that ends a drag; a plain link would still follow its href.
  const open = (banner: Banner) => void navigate(toRoute(banner.link));
  const onKey = (event: KeyboardEvent, banner: Banner) => {
    if (event.key === 'Enter' || event.key === ' ') open(banner);
  };
  const slide = (banner: Banner, index: number) => (
    <div
      role="link"
      tabIndex={0}
      aria-label={banner.title}
      className="cat-banners__slide"
      onClick={() => open(banner)}
      onKeyDown={(event) => onKey(event, banner)}
    >
      <RatioImage src={banner.image} alt={banner.title} ratio={BANNER_RATIO} priority={index === 0} />
    </div>
  );
  const [first] = banners;
  const still = first && (
    <div className="cat-banners__still">
      {slide(first, 0)}
      {banners.length > 1 && (
        <PageIndicator total={banners.length} current={0} className="cat-banners__still-indicator" />
      )}
    </div>
  );
  return (
    <section aria-label={t('home.banners')} className="cat-banners">
      {carousel ? (
        <lateSwiper.Component
          slides={banners.map((banner, index) => ({ key: banner.id, slide: slide(banner, index) }))}
        />
      ) : (
        still
      )}
    </section>
  );
}
