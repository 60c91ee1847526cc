import type { ReactNode } from 'react';
import { useRefreshOn } from '../network/connectivity';
import type { RequestLike } from './request-view';
import { SectionError } from './section-error';

/** What a section's data hook offers; ahooks' `useRequest` result fits as it is. */
export interface SectionRequest<T> extends RequestLike<T> {
  refreshAsync: () => Promise<unknown>;
}

interface Props<T> {
  request: SectionRequest<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  /** What an empty section shows (default: nothing, the page goes on without it). */
  empty?: ReactNode;
  /** What failed, in the remote's words. */
  failedTitle?: string;
}

/**
 * `RequestView` for one part of a page: its skeleton (once loading outlasts the request's delay),
 * its own small error with retry, its empty state, or its data. Data wins: a failed refresh keeps
 * what was shown.
 */
export function SectionView<T>({ request, skeleton, children, isEmpty, empty = null, failedTitle }: Props<T>) {
  const { data, loading, error, refresh, refreshAsync } = request;
  // Back online: the section asks again, once.
  useRefreshOn(refresh);
  if (data !== undefined) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  if (error) return <SectionError error={error} onRetry={refreshAsync} title={failedTitle} />;
  if (loading) return <>{skeleton}</>;
  return null;
}
