import { Button } from 'antd-mobile';
import { ErrorState, useNavigate } from '@rental/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTimeoutError, RemoteUnavailableError, RouteNotFoundError } from '../remotes/load-errors';

interface Props {
  error: Error;
  onRetry: () => void;
}

/** The navigation bar's title over a failure: a missing page says so, other faults keep it blank. */
export function useFailureTitle(error: Error): string {
  const { t } = useTranslation('shell');
  return error instanceof RouteNotFoundError ? t('notFound.title') : '';
}

/** What a renter sees when a page can't be shown: why, in their language, and a way on. */
export function LoadFailure({ error, onRetry }: Props) {
  const { t } = useTranslation();
  const title = useFailureTitle(error);
  const navigate = useNavigate();
  const home = (
    <Button fill="none" color="primary" onClick={() => navigate('/')}>
      {t('action.goHome')}
    </Button>
  );

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (error instanceof RouteNotFoundError) {
    return (
      <ErrorState
        status="empty"
        title={t('page.notFoundTitle')}
        description={t('page.notFoundText')}
        extra={home}
        fullPage
      />
    );
  }
  if (error instanceof PageTimeoutError) {
    return (
      <ErrorState
        status="busy"
        title={t('page.timeoutTitle')}
        description={t('page.timeoutText')}
        onRetry={onRetry}
        extra={home}
        fullPage
      />
    );
  }
  if (error instanceof RemoteUnavailableError) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <ErrorState
        status={offline ? 'disconnected' : 'default'}
        title={offline ? t('state.offline') : t('page.unavailableTitle')}
        description={offline ? t('state.offlineHint') : `${t('page.unavailableText')}`}
        onRetry={onRetry}
        extra={home}
        fullPage
      />
    );
  }
  return (
    <ErrorState
      title={t('page.crashedTitle')}
      description={t('page.crashedText')}
      onRetry={onRetry}
      extra={home}
      fullPage
    />
  );
}
