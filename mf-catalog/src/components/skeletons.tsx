import { Skeleton } from 'antd-mobile';
import './section.css';
import './goods-card.css';
import './skeletons.css';

const Block = ({ className = 'cat-skeleton-fill' }: { className?: string }) => (
  <div className={className}>
    <Skeleton animated />
  </div>
);

export function BannerSkeleton() {
  return (
    <div aria-busy="true">
      <Block className="cat-skeleton-banner" />
    </div>
  );
}

export function IconGridSkeleton() {
  return (
    <div aria-busy="true" className="cat-card cat-skeleton-icons">
      {Array.from({ length: 10 }, (_, i) => (
        <div key={i}>
          <Skeleton animated style={{ '--width': '44px', '--height': '44px', '--border-radius': '50%' }} />
          {/* Its label's line (1rem) holds the bar: the section stays the height its icons make it. */}
          <Skeleton animated style={{ '--width': '40px', '--height': '12px', margin: 'calc((1rem - 12px) / 2) 0' }} />
        </div>
      ))}
    </div>
  );
}

export function CouponSkeleton() {
  return (
    <div aria-busy="true" className="cat-card">
      <Skeleton.Title animated />
      <div className="cat-skeleton-row">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} animated style={{ '--width': '210px', '--height': '72px', '--border-radius': '8px' }} />
        ))}
      </div>
    </div>
  );
}

export function GoodsGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <Skeleton.Title animated />
      <div className="cat-goods-grid">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="cat-skeleton-card">
            <Block />
            <div className="cat-skeleton-card__body">
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function GoodsRowsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 10 }}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cat-skeleton-goods-row">
          <Block />
          <div>
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      ))}
    </div>
  );
}
