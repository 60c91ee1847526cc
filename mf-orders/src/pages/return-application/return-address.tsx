import { formatMoney, useNavigate } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MerchantAddress } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';
import { InfoRows } from '../../components/info-rows';
import { MerchantAddressBlock } from '../../components/merchant-address';
import '../../components/return.css';

interface Props {
  orderId: number;
  address: MerchantAddress;
  remainingAmount: number;
  /** Whether the renter still has to say how they sent it back. */
  awaitingShipment: boolean;
}

/** After applying: where to send the device, the settlement still to pay, and the next step. */
export function ReturnAddress({ orderId, address, remainingAmount, awaitingShipment }: Props) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <>
      <section className="ord-section ord-return-done" aria-label={t('manage.return.sendTo')}>
        <h2 className="ord-section-title">{t('manage.return.sendTo')}</h2>
        <MerchantAddressBlock address={address} />
        <p className="ord-return-note">{t('manage.return.packHint')}</p>
      </section>
      {remainingAmount > 0 && (
        <section className="ord-section" aria-label={t('manage.return.owed')}>
          <InfoRows
            rows={[{ key: 'left', label: t('manage.return.owed'), value: formatMoney(remainingAmount), strong: true }]}
          />
          <Button
            block
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void navigate(withQuery(PATHS.payment, { orderId }))}
          >
            {t('manage.return.payNow')}
          </Button>
        </section>
      )}
      <div className="ord-bottom-bar">
        {awaitingShipment ? (
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void navigate(withQuery(PATHS.confirmShipment, { orderId }))}
          >
            {t('manage.return.shipNow')}
          </Button>
        ) : (
          <Button
            block
            shape="rounded"
            size="large"
            onClick={() => void navigate(withQuery(PATHS.orderDetail, { orderId }), { replace: true })}
          >
            {t('manage.return.backToOrder')}
          </Button>
        )}
      </div>
    </>
  );
}
