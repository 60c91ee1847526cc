import { ErrorState, isApiError, useNavigate, userMessage } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/app-links';

type Props = { kind: 'link' } | { kind: 'sku'; goodsId: number } | { kind: 'goods'; error: Error; onRetry: () => void };

/** Why there is nothing to confirm, and the way forward: a fault retries, a stale choice goes back. */
export function ConfirmProblem(props: Props) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const home = (
    <Button fill="none" color="primary" onClick={() => void navigate(PATHS.home)}>
      {t('place.confirm.goHome')}
    </Button>
  );
  if (props.kind === 'goods') {
    const missing = isApiError(props.error) && (props.error.code === 404 || props.error.code === 400);
    if (!missing)
      return (
        <ErrorState
          title={t('place.confirm.previewFailed')}
          description={userMessage(props.error, '')}
          onRetry={props.onRetry}
          extra={home}
          fullPage
        />
      );
    return <ErrorState status="empty" title={t('place.confirm.goodsMissing')} extra={home} fullPage />;
  }
  if (props.kind === 'sku')
    return (
      <ErrorState
        status="empty"
        title={t('place.confirm.skuMissing')}
        description={t('place.confirm.skuMissingHint')}
        onRetry={() => void navigate(`${PATHS.productDetail}?id=${props.goodsId}`, { replace: true })}
        retryLabel={t('place.confirm.backToGoods')}
        extra={home}
        fullPage
      />
    );
  return (
    <ErrorState
      status="empty"
      title={t('place.confirm.badLink')}
      description={t('place.confirm.badLinkHint')}
      extra={home}
      fullPage
    />
  );
}
