import { Skeleton } from 'antd-mobile';

export function CouponListSkeleton() {
  return (
    <div aria-busy="true" className="cat-coupon-list">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} animated style={{ '--width': '100%', '--height': '88px', '--border-radius': '10px' }} />
      ))}
    </div>
  );
}
