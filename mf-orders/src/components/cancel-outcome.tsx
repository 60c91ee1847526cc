import { formatMoney } from '@rental/shared';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { QuoteState } from '../hooks/use-cancel';
import { refundDestination } from '../lib/refund-destination';

/** Before cancelling, what it does with the money: each refund and where it goes, how long, the deposit. */
export function CancelOutcome({ quote, onRetry }: { quote: QuoteState; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  if (quote.kind === 'loading')
    return (
      <div className="ord-cancel-outcome" role="status">
        {t('manage.cancel.quoteLoading')} <DotLoading />
      </div>
    );
  if (quote.kind === 'failed')
    return (
      <div className="ord-cancel-outcome ord-cancel-problem" role="alert">
        <p>{quote.message}</p>
        <Button size="small" shape="rounded" onClick={onRetry}>
          {t('manage.cancel.retry')}
        </Button>
      </div>
    );
  const { refunds, frozen, refundMinutes } = quote.quote;
  return (
    <ul className="ord-cancel-outcome" aria-label={t('manage.cancel.outcome')}>
      {refunds.map((r) => (
        <li key={r.billId}>
          {t('manage.cancel.refundTo', { amount: formatMoney(r.amount), to: refundDestination(r, t) })}
        </li>
      ))}
      {refunds.length > 0 && <li>{t('manage.cancel.refundWithin', { count: refundMinutes })}</li>}
      {refunds.length === 0 && <li>{t('manage.cancel.nothingPaid')}</li>}
      {frozen > 0 && <li>{t('manage.cancel.depositReleased', { amount: formatMoney(frozen) })}</li>}
    </ul>
  );
}
