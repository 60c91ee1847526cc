import { useRefreshOn } from '@rental/shared';
import type { ReactNode } from 'react';
import { SectionError } from './section-error';

export interface SectionRequest<T> {
  data?: T | undefined;
  loading: boolean;
  error?: Error | undefined;
  refreshAsync: () => Promise<unknown>;
}

interface Props<T> {
  request: SectionRequest<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
}

/**
 * A section's four faces: its skeleton (only once loading outlasts the request's delay), its own
 * error with retry, its empty state, or its data. Data wins: a failed refresh keeps what was shown.
 */
export function SectionState<T>({ request, skeleton, children, isEmpty, empty = null }: Props<T>) {
  const { data, loading, error, refreshAsync } = request;
  // Back online: the section asks again, once (a failure keeps what it showed).
  useRefreshOn(() => void refreshAsync().catch(() => undefined));
  if (data !== undefined) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  if (error) return <SectionError error={error} onRetry={refreshAsync} />;
  if (loading) return <>{skeleton}</>;
  return null;
}
