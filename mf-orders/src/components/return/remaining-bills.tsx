import { formatMoney } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { BillSummary } from '../../api/order-types';
import { remainingRent } from '../../lib/remaining-bills';
import { InfoRows } from '../detail/info-rows';

/** The rent still to pay after a return, row by row, and its total. */
export function RemainingBills({ bills }: { bills: BillSummary }) {
  const { t } = useTranslation('orders');
  const { items, amount } = remainingRent(bills);
  return (
    <section className="om-section" aria-label={t('manage.return.remaining')}>
      <h2 className="om-section-title">{t('manage.return.remaining')}</h2>
      {items.length === 0 ? (
        <p className="om-return-note">{t('manage.return.nothingLeft')}</p>
      ) : (
        <InfoRows
          rows={[
            ...items.map((bill) => ({
              key: String(bill.id),
              label: t('manage.return.period', { no: bill.periodNo, total: bill.periodTotal, due: bill.dueDate }),
              value: formatMoney(bill.payable),
            })),
            {
              key: 'total',
              label: t('manage.return.remainingTotal', { n: items.length }),
              value: formatMoney(amount),
              strong: true,
            },
          ]}
        />
      )}
      <p className="om-return-note">{t('manage.return.remainingHint')}</p>
    </section>
  );
}
