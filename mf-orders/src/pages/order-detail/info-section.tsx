import { formatDay, formatTime, useNavigate } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';
import { CopyValue } from '../../components/copy-value';
import { InfoRows } from '../../components/info-rows';

/** The order's number (copyable), times and contract. */
export function InfoSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { contract } = order;
  return (
    <section className="ord-section" aria-label={t('manage.detail.info')}>
      <h2 className="ord-section-title">{t('manage.detail.info')}</h2>
      <InfoRows
        rows={[
          {
            key: 'orderNo',
            label: t('manage.detail.orderNo'),
            value: <CopyValue value={order.orderNo} label={t('manage.detail.orderNo')} />,
          },
          { key: 'createdAt', label: t('manage.detail.createdAt'), value: formatTime(order.createdAt) },
          order.rentStartAt !== null && {
            key: 'rentPeriod',
            label: t('manage.detail.rentPeriod'),
            value: `${formatDay(order.rentStartAt)} – ${order.rentEndAt ? formatDay(order.rentEndAt) : ''}`,
          },
          // No number yet, no row: a contract appears once review has given it a number.
          contract.contractNo !== null && {
            key: 'contract',
            label: t('manage.detail.contract'),
            value: (
              <button
                type="button"
                className="ord-link-button"
                onClick={() => void navigate(withQuery(PATHS.contractPreview, { orderId: order.orderId }))}
              >
                {`${contract.contractNo} · ${t(`manage.contract.${contract.status}`)}`}
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}
