import { formatMoney } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { BuyoutQuote } from '../api/types';
import './buyout-breakdown.css';

/**
 * How the early buyout total is made up (the server's lines, the end-of-term price among them) and
 * the total itself, in the accent of money due only while it is still to pay.
 */
export function BuyoutBreakdown({ quote, due }: { quote: BuyoutQuote; due: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="ord-breakdown">
      {quote.breakdown.map((line) => (
        <div key={line.key} className="ord-breakdown-row">
          <dt>{line.label}</dt>
          <dd>{formatMoney(line.amount)}</dd>
        </div>
      ))}
      <div className={`ord-breakdown-row ord-breakdown-total${due ? ' ord-breakdown-due' : ''}`}>
        <dt>{t('money.earlyBuyoutTotal')}</dt>
        <dd>{formatMoney(quote.amount)}</dd>
      </div>
    </dl>
  );
}
