import { formatMoney } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { InfoRows } from '../../components/info-rows';

type Changes = NonNullable<OrderDetail['changes']>;

/** The merchant's new term and rent beside the old ones, for the renter to accept or cancel. */
export function ChangesCard({ changes, termUnit }: { changes: Changes; termUnit: 'day' | 'month' }) {
  const { t } = useTranslation('orders');
  const term = (n: number) => t(termUnit === 'month' ? 'manage.changes.months' : 'manage.changes.days', { count: n });
  return (
    <section className="ord-section ord-changes" aria-label={t('manage.changes.title')}>
      <h2 className="ord-section-title">{t('manage.changes.title')}</h2>
      <p className="ord-changes-hint">{t('manage.changes.hint')}</p>
      <InfoRows
        rows={[
          changes.fromTerm !== changes.toTerm && {
            key: 'term',
            label: t('manage.changes.term'),
            value: t('manage.changes.fromTo', { from: term(changes.fromTerm), to: term(changes.toTerm) }),
          },
          changes.fromPeriodRent !== changes.toPeriodRent && {
            key: 'rent',
            label: t('manage.changes.rent'),
            value: t('manage.changes.fromTo', {
              from: formatMoney(changes.fromPeriodRent),
              to: formatMoney(changes.toPeriodRent),
            }),
            strong: true,
          },
        ]}
      />
    </section>
  );
}
