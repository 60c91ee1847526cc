import { PageSkeleton, RequestView, type PageProps } from '@rental/shared';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AgreementType } from '../../api/get-agreement';
import { AgreementText } from '../../components/agreement/agreement-text';
import { useAgreement } from '../../hooks/use-agreement';
import '../page.css';
import './agreement.css';

const TYPES = ['privacy', 'rental', 'service'] as const satisfies readonly AgreementType[];
type TabType = (typeof TYPES)[number];

const isTab = (v: string | undefined): v is TabType => (TYPES as readonly string[]).includes(v ?? '');

/** The privacy policy, rental and service agreements; `?type=` picks the tab (a shareable link). */
export default function AgreementPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const type: TabType = isTab(query.type) ? query.type : 'privacy';
  const agreement = useAgreement(type);
  return (
    <div className="acc-page acc-agreements">
      <Tabs
        activeKey={type}
        onChange={(key) => void navigate(`/pages/agreement/agreement?type=${key}`, { replace: true })}
      >
        {TYPES.map((key) => (
          <Tabs.Tab key={key} title={t(`agreement.tabs.${key}`)} />
        ))}
      </Tabs>
      <div className="acc-agreements-body">
        <RequestView request={agreement} skeleton={<PageSkeleton rows={6} />}>
          {(data) => <AgreementText agreement={data} />}
        </RequestView>
      </div>
    </div>
  );
}
