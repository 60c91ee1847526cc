import { formatDay, formatMoney, nextDueBill, useNavigate } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';
import { InfoRows } from '../../components/info-rows';

/** The bills in three numbers (paid, to pay, overdue), the next one due, and the way to the full schedule. */
export function BillsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { bills } = order;
  if (bills.items.length === 0) return null;
  const next = nextDueBill(bills.items);
  return (
    <section className="ord-section" aria-label={t('manage.detail.bills')}>
      <h2 className="ord-section-title">
        {t('manage.detail.bills')}
        {order.actions.includes('viewBills') && (
          <button
            type="button"
            className="ord-link-button"
            onClick={() => void navigate(withQuery(PATHS.billingDetails, { orderId: order.orderId }))}
          >
            {t('manage.bills.all', { n: bills.items.length })}
          </button>
        )}
      </h2>
      <InfoRows
        rows={[
          { key: 'paid', label: t('manage.bills.paid'), value: formatMoney(bills.paid) },
          { key: 'unpaid', label: t('manage.bills.unpaid'), value: formatMoney(bills.unpaid) },
          next && {
            key: 'next',
            label: t('nextDue', { date: formatDay(next.dueDate) }),
            value: formatMoney(next.payable),
          },
          bills.overdue > 0 && {
            key: 'overdue',
            label: t('manage.bills.overdue'),
            value: formatMoney(bills.overdue),
            strong: true,
          },
        ]}
      />
    </section>
  );
}
