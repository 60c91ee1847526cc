import { formatMoney } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { BuyoutQuote } from '../../api/types';
import './buyout-breakdown.css';

/** How a buyout price is made up (the server's lines), and the total to pay. */
export function BuyoutBreakdown({ quote }: { quote: BuyoutQuote }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="ord-breakdown">
      {quote.breakdown.map((line) => (
        <div key={line.key} className="ord-breakdown-row">
          <dt>{line.label}</dt>
          <dd>{formatMoney(line.amount)}</dd>
        </div>
      ))}
      <div className="ord-breakdown-row ord-breakdown-total">
        <dt>{t('manage.buyout.total')}</dt>
        <dd>{formatMoney(quote.amount)}</dd>
      </div>
    </dl>
  );
}
