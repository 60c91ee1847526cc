import { Image } from 'antd-mobile';
import './ratio-image.css';

interface Props {
  src: string;
  alt: string;
  /** Width / height; the box keeps this shape before the image arrives, so nothing jumps. */
  ratio?: number;
  className?: string;
  fit?: 'cover' | 'contain';
}

export function RatioImage({ src, alt, ratio = 1, className, fit = 'cover' }: Props) {
  return (
    <div className={`cat-ratio-image ${className ?? ''}`} style={{ aspectRatio: String(ratio) }}>
      <Image src={src} alt={alt} lazy fit={fit} width="100%" height="100%" />
    </div>
  );
}
