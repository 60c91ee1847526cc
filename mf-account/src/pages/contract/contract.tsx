import { PageSkeleton, RequestView, type PageProps } from '@rental/shared';
import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AgreementText } from '../../components/agreement-text';
import { useAgreement } from '../../hooks/use-agreement';
import '../../components/page.css';
import '../../components/agreements.css';

/** The user agreement; pull down to fetch the latest version. */
export default function ContractPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const agreement = useAgreement('user');
  return (
    <div className="acc-page acc-agreements">
      <PullToRefresh
        onRefresh={async () => {
          await agreement.refreshAsync().catch(() => undefined);
        }}
        pullingText={t('agreement.pull')}
        canReleaseText={t('agreement.release')}
        refreshingText={t('agreement.refreshing')}
        completeText={t('agreement.refreshed')}
      >
        <div className="acc-agreements-body">
          <RequestView request={agreement} skeleton={<PageSkeleton rows={6} />}>
            {(data) => <AgreementText agreement={data} />}
          </RequestView>
        </div>
      </PullToRefresh>
    </div>
  );
}
