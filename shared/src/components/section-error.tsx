import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../http/user-message';
import { useOnline } from '../network/connectivity';
import { ErrorPicture } from './error-picture';
import './section-error.css';

export interface SectionErrorProps {
  error?: Error;
  /** A retry that returns a promise keeps the button busy until it settles. */
  onRetry: () => unknown;
  /** What failed, in the remote's words (default: "couldn't load this"). */
  title?: string;
}

/**
 * One part of a page failed (a section, a widget): a small picture, why in a few words, and a
 * retry that shows it is working; the rest of the page stays. Offline gets its own words.
 */
export function SectionError({ error, onRetry, title }: SectionErrorProps) {
  const { t } = useTranslation();
  const offline = useOnline() === false;
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } catch {
      // The failure is already on screen; it stays until a retry succeeds.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="alert" className="rental-section-error">
      <ErrorPicture
        status={offline ? 'disconnected' : 'default'}
        title={offline ? t('state.offline') : (title ?? t('state.loadFailed'))}
        description={offline ? t('state.offlineHint') : userMessage(error, '')}
      />
      <Button size="small" color="primary" fill="outline" shape="rounded" loading={busy} onClick={retry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}
