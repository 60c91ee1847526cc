import { Skeleton } from 'antd-mobile';

/** The page's shape while its first data loads. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" style={{ padding: 16 }}>
      <Skeleton animated style={{ '--height': '140px', '--border-radius': '12px', marginBottom: 16 }} />
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}
