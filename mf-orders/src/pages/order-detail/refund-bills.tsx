import { formatMoney } from '@rental/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { InfoRows } from '../../components/info-rows';

/**
 * A cancelled order's bill lines: what was paid, each refund line giving it back, and the total,
 * zero once everything is refunded. (The schedule itself is void: it never started.)
 */
export function RefundBills({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { items, refunds = [] } = order.bills;
  if (refunds.length === 0) return null;
  const net = items.reduce((sum, b) => sum + b.paidAmount, 0) + refunds.reduce((sum, r) => sum + r.amount, 0);
  return (
    <section className="ord-section" aria-label={t('manage.detail.bills')}>
      <h2 className="ord-section-title">{t('manage.detail.bills')}</h2>
      <InfoRows
        rows={[
          ...items.map((b) => ({
            key: `bill-${b.id}`,
            label: t('manage.refund.paidLine', { n: b.periodNo, total: b.periodTotal }),
            value: formatMoney(b.paidAmount),
          })),
          ...refunds.map((r) => ({
            key: r.refundNo,
            label: t('manage.refund.refundLine', { n: r.periodNo, total: r.periodTotal }),
            value: (
              <>
                <Tag color={r.status === 'refunded' ? 'success' : 'primary'} fill="outline">
                  {t(`manage.refund.status.${r.status}`)}
                </Tag>{' '}
                {formatMoney(r.amount)}
              </>
            ),
          })),
          { key: 'net', label: t('manage.refund.net'), value: formatMoney(net), strong: true },
        ]}
      />
    </section>
  );
}
