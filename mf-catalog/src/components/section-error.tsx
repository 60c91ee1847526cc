import { useNetwork } from 'ahooks';
import { ErrorPicture, userMessage } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './section.css';

interface Props {
  error?: Error;
  onRetry: () => unknown;
}

/** One part of a page failed: why, in a few words, and a retry that shows it is working. */
export function SectionError({ error, onRetry }: Props) {
  const { t } = useTranslation('catalog');
  const { online } = useNetwork();
  const [busy, setBusy] = useState(false);
  const offline = online === false;
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } catch {
      // The failure is already on screen; the section keeps showing it.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="alert" className="cat-section-error">
      <ErrorPicture
        status={offline ? 'disconnected' : 'default'}
        title={offline ? t('section.offline') : t('section.loadFailed')}
        description={offline ? t('section.offlineHint') : userMessage(error, '')}
      />
      <Button size="small" color="primary" fill="outline" shape="rounded" loading={busy} onClick={retry}>
        {t('section.retry')}
      </Button>
    </div>
  );
}
