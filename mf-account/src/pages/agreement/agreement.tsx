import { PageSkeleton, RequestView, type PageProps, useNavigate } from '@rental/shared';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AgreementType } from '../../api/types';
import { AgreementText } from '../../components/agreement-text';
import { MyContracts } from './my-contracts';
import { useAgreement } from '../../hooks/use-agreement';
import { PATHS } from '../../lib/app-links';
import '../../components/page.css';
import '../../components/agreements.css';

const TYPES = ['privacy', 'rental', 'service'] as const satisfies readonly AgreementType[];
const TABS = ['contracts', ...TYPES] as const;
type TabType = (typeof TABS)[number];

const isTab = (v: string | undefined): v is TabType => (TABS as readonly string[]).includes(v ?? '');

function AgreementBody({ type }: { type: AgreementType }) {
  const agreement = useAgreement(type);
  return (
    <RequestView request={agreement} skeleton={<PageSkeleton rows={6} />}>
      {(data) => <AgreementText agreement={data} />}
    </RequestView>
  );
}

/**
 * The renter's signed contracts, then the privacy policy, rental and service agreements; `?type=`
 * picks the tab (a shareable link).
 */
export default function AgreementPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const type: TabType = isTab(query.type) ? query.type : 'privacy';
  return (
    <div className="acc-page acc-agreements">
      <Tabs activeKey={type} onChange={(key) => void navigate(`${PATHS.agreements}?type=${key}`, { replace: true })}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`agreement.tabs.${key}`)} />
        ))}
      </Tabs>
      <div className="acc-agreements-body">
        {type === 'contracts' ? <MyContracts /> : <AgreementBody type={type} />}
      </div>
    </div>
  );
}
