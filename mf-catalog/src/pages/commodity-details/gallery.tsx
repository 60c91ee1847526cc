import { Swiper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatioImage } from '../../components/ratio-image';

/** The goods' pictures, swiping, with "2/5" in the corner. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  return (
    <div className="cat-detail-gallery" aria-roledescription="carousel" aria-label={t('detail.gallery')}>
      <Swiper indicator={() => null} onIndexChange={setIndex} loop={images.length > 1}>
        {images.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>
            <RatioImage src={src} alt={`${name} ${i + 1}`} fit="contain" priority={i === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
      {images.length > 1 && (
        <span className="cat-detail-gallery__index" aria-live="polite">
          {index + 1}/{images.length}
        </span>
      )}
    </div>
  );
}
