import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Logistics } from '../../api/types';
import { CopyValue } from '../../components/copy-value';
import { InfoRows } from '../../components/info-rows';

/** The carrier, the tracking number (copyable) and where the parcel is now. */
export function LogisticsHeader({ logistics }: { logistics: Logistics }) {
  const { t } = useTranslation('orders');
  return (
    <section className="ord-section" aria-label={t('manage.logistics.summary')}>
      <h2 className="ord-section-title">
        {logistics.company}
        <Tag color={logistics.state === 'signed' ? 'success' : 'primary'} fill="outline">
          {t(`manage.logistics.states.${logistics.state}`)}
        </Tag>
      </h2>
      <InfoRows
        rows={[
          {
            key: 'trackingNo',
            label: t('manage.logistics.trackingNo'),
            value: <CopyValue value={logistics.trackingNo} label={t('manage.logistics.trackingNo')} />,
          },
        ]}
      />
    </section>
  );
}
