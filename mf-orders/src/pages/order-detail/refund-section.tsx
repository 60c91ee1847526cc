import { formatDay, formatMoney, formatTime } from '@rental/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Cancellation } from '../../api/cancel-types';
import { refundDestination } from '../../lib/refund-destination';
import { InfoRows } from '../../components/info-rows';

/** A cancelled order's money given back: each refund with where it went and its state, and the deposit. */
export function RefundSection({ cancellation }: { cancellation: Cancellation }) {
  const { t } = useTranslation('orders');
  const { refunds, deposit } = cancellation;
  if (refunds.length === 0 && deposit.status !== 'released') return null;
  return (
    <section className="ord-section" aria-label={t('manage.refund.title')}>
      <h2 className="ord-section-title">{t('manage.refund.title')}</h2>
      {refunds.map((r) => (
        <InfoRows
          key={r.refundNo}
          rows={[
            {
              key: 'amount',
              label: t('manage.refund.amount', { n: r.periodNo, total: r.periodTotal }),
              value: (
                <>
                  {formatMoney(r.amount)}{' '}
                  <Tag color={r.status === 'refunded' ? 'success' : 'primary'} fill="outline">
                    {t(`manage.refund.status.${r.status}`)}
                  </Tag>
                </>
              ),
              strong: true,
            },
            { key: 'to', label: t('manage.refund.to'), value: refundDestination(r, t) },
            {
              key: 'time',
              label: t('manage.refund.time'),
              value:
                r.status === 'refunded' && r.refundedAt
                  ? t('manage.refund.landedAt', { time: formatTime(r.refundedAt) })
                  : t('manage.refund.expectedBy', { time: formatTime(r.expectedAt) }),
            },
            { key: 'no', label: t('manage.refund.no'), value: r.refundNo },
          ]}
        />
      ))}
      {deposit.status === 'released' && (
        <InfoRows
          rows={[
            {
              key: 'deposit',
              label: t('manage.settlement.freeze'),
              value:
                deposit.frozen > 0
                  ? t('manage.settlement.released', {
                      amount: formatMoney(deposit.frozen),
                      date: formatDay(deposit.releasedAt),
                    })
                  : t('manage.refund.authorizationReleased', { date: formatDay(deposit.releasedAt) }),
            },
          ]}
        />
      )}
    </section>
  );
}
