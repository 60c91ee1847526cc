import { formatTime, useNavigate } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';
import { CopyValue } from '../../components/copy-value';
import { InfoRows } from '../../components/info-rows';

/** The delivery's latest news and, once a return is under way, where the device goes back. */
export function ShippingSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { delivery, giveback, orderId } = order;
  if (!delivery && !giveback) return null;
  const track = (type: 'delivery' | 'giveback') => void navigate(withQuery(PATHS.logistics, { orderId, type }));
  const latest = delivery?.traces[0];
  return (
    <>
      {delivery && (
        <section className="ord-section" aria-label={t('manage.detail.delivery')}>
          <h2 className="ord-section-title">
            {t('manage.detail.delivery')}
            <button type="button" className="ord-link-button" onClick={() => track('delivery')}>
              {t('manage.detail.track')}
            </button>
          </h2>
          <p className="ord-ship-line">
            {delivery.company} {delivery.trackingNo} · {t(`manage.logistics.states.${delivery.state}`)}
          </p>
          {latest && (
            <p className="ord-ship-latest">
              {latest.context}
              <span>{formatTime(latest.time)}</span>
            </p>
          )}
        </section>
      )}
      {giveback && (
        <section className="ord-section" aria-label={t('manage.detail.giveback')}>
          <h2 className="ord-section-title">
            {t('manage.detail.giveback')}
            {giveback.trackingNo && (
              <button type="button" className="ord-link-button" onClick={() => track('giveback')}>
                {t('manage.detail.track')}
              </button>
            )}
          </h2>
          <InfoRows
            rows={[
              {
                key: 'status',
                label: t('manage.giveback.status'),
                value: t(`manage.giveback.statuses.${giveback.status}`),
              },
              { key: 'returnNo', label: t('manage.giveback.returnNo'), value: giveback.returnNo },
              {
                key: 'to',
                label: t('manage.giveback.sendTo'),
                value: (
                  <CopyValue
                    label={t('manage.giveback.sendTo')}
                    value={`${giveback.merchantAddress.name} ${giveback.merchantAddress.phone} ${giveback.merchantAddress.address}`}
                  >
                    <span className="ord-detail-ship-to">
                      {giveback.merchantAddress.name} {giveback.merchantAddress.phone}
                      <br />
                      {giveback.merchantAddress.address}
                    </span>
                  </CopyValue>
                ),
              },
              giveback.trackingNo !== null && {
                key: 'tracking',
                label: t('manage.giveback.tracking'),
                value: `${giveback.expressCompany ?? ''} ${giveback.trackingNo}`,
              },
            ]}
          />
        </section>
      )}
    </>
  );
}
