import { Skeleton } from 'antd-mobile';

/** The detail page's shape while it loads: picture, price lines, a few cards. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true" className="cat-detail-skeleton">
      <Skeleton animated style={{ '--width': '100%', '--height': '375px', '--border-radius': '0' }} />
      <div className="cat-detail__body">
        <div className="cat-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
        <div className="cat-card">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    </div>
  );
}
