import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../http/api-error';
import { useNavigate } from '../navigation/router';
import { userMessage } from '../http/user-message';
import { useOnline, useRefreshOn } from '../network/connectivity';
import { Button } from 'antd-mobile';
import { ErrorState } from './error-state';
import { PageSkeleton } from './page-skeleton';

/** What a data hook offers the screen; ahooks' `useRequest` result fits as it is. */
export interface RequestLike<T> {
  data?: T | undefined;
  loading: boolean;
  error?: Error | undefined;
  refresh: () => void;
}

interface Props<T> {
  request: RequestLike<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What to offer when the server says the thing does not exist (default: back to home). */
  notFound?: ReactNode;
}

/**
 * The four faces of data on screen: loading (a skeleton), failed (why, and retry), empty (a way
 * forward) and loaded. Offline gets its own words, since the fix is the user's connection.
 */
export function RequestView<T>({ request, children, skeleton, isEmpty, empty, notFound }: Props<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const { data, loading, error, refresh } = request;
  // Back online: what this view shows is asked for again, once.
  useRefreshOn(refresh);
  if (data !== undefined) {
    if (isEmpty?.(data)) return <>{empty ?? <ErrorState status="empty" title={t('state.empty')} />}</>;
    return <>{children(data)}</>;
  }
  // Retrying cannot bring back what does not exist: say so and offer a way on instead.
  if (error && isNotFound(error)) {
    return (
      <ErrorState
        status="empty"
        title={t('state.notFound')}
        description={t('state.notFoundHint')}
        extra={
          notFound ?? (
            <Button shape="rounded" onClick={() => void navigate('/')}>
              {t('action.goHome')}
            </Button>
          )
        }
      />
    );
  }
  if (error) {
    return online === false ? (
      <ErrorState
        status="disconnected"
        title={t('state.offline')}
        description={t('state.offlineHint')}
        onRetry={refresh}
      />
    ) : (
      <ErrorState
        title={t('state.loadFailed')}
        description={userMessage(error, t('page.loadFailedText'))}
        onRetry={refresh}
      />
    );
  }
  if (loading) return <>{skeleton ?? <PageSkeleton />}</>;
  return null;
}
