import { formatDay, formatMoney } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { Settlement } from '../../api/types';
import { InfoRows } from './info-rows';

/** A finished order's last word on money: paid, nothing outstanding, and when the freeze went. */
export function SettlementSection({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation('orders');
  const { paid, outstanding, frozen, freezeReleasedAt } = settlement;
  return (
    <section className="ord-section" aria-label={t('manage.settlement.title')}>
      <h2 className="ord-section-title">{t('manage.settlement.title')}</h2>
      <InfoRows
        rows={[
          { key: 'paid', label: t('manage.settlement.paid'), value: formatMoney(paid) },
          { key: 'outstanding', label: t('manage.settlement.outstanding'), value: formatMoney(outstanding) },
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
      {outstanding === 0 && <p className="ord-settled">{t('manage.settlement.done')}</p>}
    </section>
  );
}
