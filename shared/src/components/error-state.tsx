import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPicture } from './error-picture';

export interface ErrorStateProps {
  title: string;
  description?: string;
  status?: 'default' | 'disconnected' | 'empty' | 'busy';
  onRetry?: () => void;
  retryLabel?: string;
  /** Further ways out, such as a link home. */
  extra?: ReactNode;
  fullPage?: boolean;
}

/** A fault or an empty result: what happened in words, and a way forward. */
export function ErrorState({
  title,
  description,
  status = 'default',
  onRetry,
  retryLabel,
  extra,
  fullPage,
}: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: fullPage ? '18vh 24px 24px' : '32px 24px', textAlign: 'center' }}>
      <ErrorPicture
        status={status}
        title={title}
        description={description ?? ''}
        style={{ '--image-height': '120px' }}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 20, alignItems: 'center' }}>
        {onRetry && (
          <Button color="primary" shape="rounded" style={{ minWidth: 160 }} onClick={onRetry}>
            {retryLabel ?? t('action.retry')}
          </Button>
        )}
        {extra}
      </div>
    </div>
  );
}
