import { formatDay, formatMoney } from '@rental/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Settlement } from '../../api/types';
import { InfoRows } from '../../components/info-rows';

/** A finished order's last word on money: paid, settled (or what is still owed), and when the freeze went. */
export function SettlementSection({ settlement, refunded = 0 }: { settlement: Settlement; refunded?: number }) {
  const { t } = useTranslation('orders');
  const { paid, outstanding, frozen, freezeReleasedAt } = settlement;
  const settled = outstanding === 0;
  return (
    <section className="ord-section" aria-label={t('manage.settlement.title')}>
      <h2 className="ord-section-title">
        {t('manage.settlement.title')}
        {settled && (
          <Tag color="success" fill="outline">
            {t('money.settled')}
          </Tag>
        )}
      </h2>
      <InfoRows
        rows={[
          { key: 'paid', label: t('manage.settlement.paid'), value: formatMoney(paid) },
          // Given back by a cancel before shipping: paid minus this is what the renter spent.
          refunded > 0 && { key: 'refunded', label: t('manage.settlement.refunded'), value: formatMoney(refunded) },
          !settled && {
            key: 'outstanding',
            label: t('manage.settlement.outstanding'),
            value: formatMoney(outstanding),
            strong: true,
          },
          {
            key: 'freeze',
            label: t('manage.settlement.freeze'),
            value:
              frozen > 0 && freezeReleasedAt
                ? t('manage.settlement.released', { amount: formatMoney(frozen), date: formatDay(freezeReleasedAt) })
                : t('manage.settlement.noFreeze'),
          },
        ]}
      />
      {settled && <p className="ord-settled">{t('manage.settlement.done')}</p>}
    </section>
  );
}
