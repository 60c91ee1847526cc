import { useInViewport } from 'ahooks';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { LoadingDots } from './loading-dots';
import './list-footer.css';

export interface ListFooterLabels {
  loading: string;
  noMore: string;
  failed: string;
  retry: string;
}

export interface ListFooterProps {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
  /** In the remote's words. */
  labels: ListFooterLabels;
}

/**
 * The end of an infinitely scrolled list (antd-mobile's `InfiniteScroll` children): more loading,
 * a failed page with its retry, or the end. The loading dots are there only while the renter can
 * see them: a list's footer waits below the fold for as long as the list has more, and even a
 * compositor's animation keeps the page drawing frames.
 */
export function ListFooter({ hasMore, failed, retry, labels }: ListFooterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView] = useInViewport(ref);
  if (failed)
    return (
      <div role="alert" className="rental-list-footer">
        <span>{labels.failed}</span>
        <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={retry}>
          {labels.retry}
        </Button>
      </div>
    );
  if (!hasMore) return <div className="rental-list-footer">{labels.noMore}</div>;
  return (
    <div ref={ref} role="status" className="rental-list-footer">
      {labels.loading}
      {inView && <LoadingDots />}
    </div>
  );
}
