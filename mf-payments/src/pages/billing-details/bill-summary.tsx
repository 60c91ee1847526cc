import { formatMoney } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { BillSummary } from '../../api/types';
import './bill-summary.css';

/** Paid, unpaid and overdue at a glance, above the schedule. */
export function BillSummaryCard({ summary }: { summary: BillSummary }) {
  const { t } = useTranslation('payments');
  const cells = [
    { key: 'paid', label: t('bills.paid'), amount: summary.paid },
    { key: 'unpaid', label: t('bills.unpaid'), amount: summary.unpaid },
    { key: 'overdue', label: t('bills.overdue'), amount: summary.overdue },
  ];
  return (
    <section className="pay-bill-summary" aria-label={t('bills.summary')}>
      <dl className="pay-bill-summary-grid">
        {cells.map((cell) => (
          <div key={cell.key} className={`pay-bill-summary-cell pay-bill-summary-${cell.key}`}>
            <dt>{cell.label}</dt>
            <dd>{formatMoney(cell.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="pay-bill-summary-total">{t('bills.totalRent', { amount: formatMoney(summary.totalRent) })}</p>
    </section>
  );
}
