import { Swiper } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The banners as a carousel (loaded after the first screen: Swiper brings the animation library). */
export default function BannerSwiper({ slides }: { slides: readonly { key: number; slide: ReactNode }[] }) {
  return (
    <Swiper autoplay autoplayInterval={4000} loop style={{ '--border-radius': '12px' }}>
      {slides.map(({ key, slide }) => (
        <Swiper.Item key={key}>{slide}</Swiper.Item>
      ))}
    </Swiper>
  );
}
