import { Swiper } from 'antd-mobile';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@rental/shared';
import type { Banner } from '../../api/types';
import { RatioImage } from '../../components/ratio-image';
import { toRoute } from '../../lib/app-links';
import './banner-carousel.css';

/** The seeded banners are 750×300. */
const BANNER_RATIO = 2.5;

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  // Swiper drops a click that ends a drag; a plain link would still follow its href.
  const open = (banner: Banner) => void navigate(toRoute(banner.link));
  const onKey = (event: KeyboardEvent, banner: Banner) => {
    if (event.key === 'Enter' || event.key === ' ') open(banner);
  };
  return (
    <section aria-label={t('home.banners')} className="cat-banners">
      <Swiper autoplay autoplayInterval={4000} loop style={{ '--border-radius': '12px' }}>
        {banners.map((banner, index) => (
          <Swiper.Item key={banner.id}>
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
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
