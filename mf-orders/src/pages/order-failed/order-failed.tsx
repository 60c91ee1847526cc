import { safeRedirect, type PageProps, useNavigate, isWalletResultCode, type WalletResultCode } from '@rental/shared';
import { Button, Result } from 'antd-mobile';
import { parseQueryId } from '@rental/shared/query-id';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/app-links';
import { ViewOrderButton } from '../../components/view-order-button';
import '../../components/place.css';
import '../../components/order-result.css';

/** A wallet's answer, or `unavailable` when the wallet could not run the freeze at all (lib/run-freeze). */
const isFreezeCode = (v: string | undefined): v is WalletResultCode | 'unavailable' =>
  v === 'unavailable' || isWalletResultCode(v);

/**
 * The order was refused (sold out, coupon no longer valid…) or its deposit pre-authorization
 * failed: why, and the ways on — back to the confirm page to try again, or to the kept order.
 */
export default function OrderFailedPage({ query }: PageProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const orderId = parseQueryId(query.orderId);
  const code = isFreezeCode(query.code) ? query.code : undefined;
  const reason =
    query.reason?.trim().slice(0, 200) ||
    (code ? t(`place.failed.freezeReason.${code}`) : t('place.failed.unknownReason'));
  const back = query.back ? safeRedirect(query.back) : undefined;
  return (
    <div className="ord-page ord-result">
      <section className="ord-card">
        <Result
          status="error"
          title={code || orderId ? t('place.failed.freezeTitle') : t('place.failed.title')}
          description={orderId ? t('place.failed.orderWaits') : undefined}
        />
        <p className="ord-result__reason" role="alert">
          <span>{t('place.failed.reasonLabel')}</span>
          {reason}
        </p>
      </section>
      <div className="ord-result__actions">
        {orderId !== undefined && <ViewOrderButton orderId={orderId}>{t('place.failed.viewOrder')}</ViewOrderButton>}
        {back && !orderId && (
          <Button block color="primary" shape="rounded" onClick={() => void navigate(back, { replace: true })}>
            {t('place.failed.back')}
          </Button>
        )}
        <Button block shape="rounded" onClick={() => void navigate(PATHS.home, { replace: true })}>
          {t('place.failed.goHome')}
        </Button>
      </div>
    </div>
  );
}
