import { formatMoney, rentPerDay, type RentUnit } from '@rental/shared';
import { Trans, useTranslation } from 'react-i18next';
import './price-tag.css';

interface Props {
  rentFrom: number;
  rentUnit: RentUnit;
  marketPrice: number;
  /** Rent only, in a smaller size, for narrow tiles. */
  compact?: boolean;
}

/**
 * "¥3.50/天起" in the accent colour; a monthly rent also per day ("低至 ¥9.97/天", by the rules'
 * month), the figure renters compare; the market price struck through beside or below it.
 */
export function PriceTag({ rentFrom, rentUnit, marketPrice, compact = false }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <div className={compact ? 'cat-price cat-price--compact' : 'cat-price'}>
      <span className="cat-price__rent">
        <Trans
          t={t}
          i18nKey={rentUnit === 'day' ? 'price.day' : 'price.month'}
          values={{ price: formatMoney(rentFrom) }}
          components={{ price: <span className="cat-price__amount" /> }}
        />
      </span>
      {rentUnit === 'month' && (
        <span className="cat-price__daily">
          {t('price.dailyFrom', { price: formatMoney(rentPerDay(rentFrom, 'month')) })}
        </span>
      )}
      {!compact && marketPrice > 0 && (
        <span className="cat-price__market">
          {t('price.market')}
          <del>{formatMoney(marketPrice)}</del>
        </span>
      )}
    </div>
  );
}
