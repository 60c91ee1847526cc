import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Pull down to ask the server again, with the hints in the renter's language. */
export function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh().catch(() => undefined);
      }}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.done')}
    >
      {children}
    </PullToRefresh>
  );
}
