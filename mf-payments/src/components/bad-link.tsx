import { ErrorState, useNavigate } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../lib/app-links';

/** A payment page opened without what it needs (no order, no trade): say so, and offer a way on. */
export function BadLink() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  return (
    <ErrorState
      status="empty"
      title={t('state.badLink')}
      description={t('state.badLinkHint')}
      extra={
        <Button shape="rounded" onClick={() => void navigate(PATHS.myOrders)}>
          {t('state.myOrders')}
        </Button>
      }
    />
  );
}
