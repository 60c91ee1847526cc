import { billStoreAtom, splitBizId, type PageProps, useNavigate } from '@rental/shared';
import { SpinLoading } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeRoute } from './resume-route';
import './loading.css';

/** A blank page the wallet returns to: it goes on to the payment's result, the order, or home. */
export default function LoadingPage({ query }: PageProps) {
  const { t } = useTranslation('payments');
  const store = useAtomValue(billStoreAtom);
  const navigate = useNavigate();
  // The shell has usually moved `bizId` into the bill store; reading the query too covers a page
  // opened before that happened.
  const fromQuery = query.bizId ? splitBizId(query.bizId) : null;
  const target = resumeRoute(fromQuery?.bizId ? fromQuery : store);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <div className="pay-loading" role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '40px' }} />
      <p>{t('loading.text')}</p>
    </div>
  );
}
