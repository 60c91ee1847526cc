import { Image } from 'antd-mobile';
import { useState } from 'react';
import './ratio-image.css';

interface Props {
  src: string;
  alt: string;
  /** Width / height; the box keeps this shape before the image arrives, so nothing jumps. */
  ratio?: number;
  className?: string;
  fit?: 'cover' | 'contain';
  /** The first screen's main picture: fetched at once and first, with no script deciding it first. */
  priority?: boolean;
}

/**
 * A picture in a box of its shape. The others are asked for only once scrolled into view: the
 * browser's own lazy loading would fetch every picture within a few screens, which on a slow link
 * competes with the renter's next tap.
 */
export function RatioImage({ src, alt, ratio = 1, className, fit = 'cover', priority = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  let picture;
  // The box's own grey, named for screen readers, rather than the browser's broken image.
  if (failed === src) picture = <span className="cat-ratio-image__failed" role="img" aria-label={alt} />;
  else if (priority)
    picture = (
      <img
        src={src}
        alt={alt}
        className={`cat-ratio-image__img cat-ratio-image__img--${fit}`}
        fetchPriority="high"
        onError={() => setFailed(src)}
      />
    );
  else
    picture = <Image src={src} alt={alt} lazy fit={fit} width="100%" height="100%" className="cat-ratio-image__img" />;
  return (
    <div className={`cat-ratio-image ${className ?? ''}`} style={{ aspectRatio: String(ratio) }}>
      {picture}
    </div>
  );
}
