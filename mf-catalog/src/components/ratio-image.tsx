import { PictureWrongOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import './ratio-image.css';

interface Props {
  src: string;
  alt: string;
  /** Width / height; the box keeps this shape before the image arrives, so nothing jumps. */
  ratio?: number;
  className?: string;
  fit?: 'cover' | 'contain';
  /** The first screen's main picture: fetched at once and first, not when scrolled near. */
  priority?: boolean;
}

/**
 * A picture in a box of its shape. The browser's own lazy loading: an image in view is asked for as
 * soon as the page is laid out, with no script deciding it first. A picture that fails shows a
 * quiet sign in its box, not the browser's broken image.
 */
export function RatioImage({ src, alt, ratio = 1, className, fit = 'cover', priority = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={`cat-ratio-image ${className ?? ''}`} style={{ aspectRatio: String(ratio) }}>
      {failed === src ? (
        <span className="cat-ratio-image__failed" role="img" aria-label={alt}>
          <PictureWrongOutline aria-hidden />
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          className={`cat-ratio-image__img cat-ratio-image__img--${fit}`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(src)}
        />
      )}
    </div>
  );
}
