import { Skeleton } from 'antd-mobile';
import { GoodsRowsSkeleton } from '../../components/skeletons';

/** The page's own shape (side bar left, rows right), so nothing moves when the data arrives. */
export function ClassifySkeleton() {
  return (
    <div aria-busy="true" className="cat-classify__body">
      <div className="cat-classify__side cat-classify__side--skeleton">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} animated style={{ '--width': '56px', '--height': '14px' }} />
        ))}
      </div>
      <div className="cat-classify__main">
        <div className="cat-classify__scroll">
          <GoodsRowsSkeleton count={6} />
        </div>
      </div>
    </div>
  );
}
