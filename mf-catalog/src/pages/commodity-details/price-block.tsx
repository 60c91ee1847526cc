import { formatMoney, rentPerDay, RENTAL_RULES, ruleValues, type Sku } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../api/types';
import { GoodsTags } from '../../components/goods-tags';
import type { PriceBreakdown } from './price';

interface Props {
  goods: GoodsDetail;
  sku: Sku | undefined;
  price: PriceBreakdown | undefined;
}

/** What a headline rent leaves out: the required per-period cover, and the period's real total. */
function RequiredCover({ goods, price }: { goods: GoodsDetail; price: PriceBreakdown }) {
  const { t } = useTranslation('catalog');
  const required = goods.services.filter((s) => s.required && s.payMode === 'perPeriod');
  if (required.length === 0) return null;
  const services = required.map((s) => `${s.name} ${formatMoney(s.price)}`).join(' + ');
  const total = formatMoney(price.periodRent + required.reduce((sum, s) => sum + s.price, 0));
  return <p className="cat-detail-price__with">{t('detail.withRequired', { services, total })}</p>;
}

/** The deposit this SKU would have waived under the rules' cap, and what would be frozen. */
function WaiverEstimate({ deposit }: { deposit: number }) {
  const { t } = useTranslation('catalog');
  const waived = Math.min(deposit, RENTAL_RULES.deposit.creditWaiverCap);
  const frozen = deposit - waived;
  return (
    <p className="cat-detail-price__waiver" data-testid="waiver-estimate">
      {frozen === 0
        ? t('detail.waiverAll', { deposit: formatMoney(deposit) })
        : t('detail.waiverEstimate', { ...ruleValues(), waived: formatMoney(waived), frozen: formatMoney(frozen) })}
    </p>
  );
}

/** Rent of the chosen SKU (per day or per period, as the goods is rented), deposit, name and tags. */
export function PriceBlock({ goods, sku, price }: Props) {
  const { t } = useTranslation('catalog');
  const daily = goods.rentUnit === 'day';
  const rent = price ? (daily ? price.dailyRent : price.periodRent) : goods.rentFrom;
  return (
    <section className="cat-detail-price" aria-label={t('detail.priceLabel')}>
      <div className="cat-detail-price__main">
        <span className="cat-detail-price__rent" data-testid="detail-rent">
          <strong>{formatMoney(rent)}</strong>
          {daily ? t('detail.perDay') : t('detail.perPeriod')}
          {!price && t('detail.from')}
        </span>
        <del className="cat-detail-price__market">{formatMoney(price?.marketPrice ?? goods.marketPrice)}</del>
      </div>
      {!daily && (
        <p className="cat-detail-price__daily" data-testid="detail-rent-per-day">
          {t(price ? 'detail.perDayOfPeriod' : 'price.dailyFrom', { price: formatMoney(rentPerDay(rent, 'month')) })}
        </p>
      )}
      {price && !daily && <RequiredCover goods={goods} price={price} />}
      {price && sku && (
        <dl className="cat-detail-price__facts">
          <div>
            <dt>{t('detail.totalRent')}</dt>
            <dd data-testid="detail-total">{formatMoney(price.totalRent)}</dd>
          </div>
          <div>
            <dt>{t('detail.deposit')}</dt>
            <dd>{formatMoney(price.deposit)}</dd>
          </div>
          <div>
            <dt>{t('detail.buyout')}</dt>
            <dd>{formatMoney(price.buyoutPrice)}</dd>
          </div>
        </dl>
      )}
      <p className="cat-detail-price__credit">{t('detail.creditFree', ruleValues())}</p>
      {price && <WaiverEstimate deposit={price.deposit} />}
      <h1 className="cat-detail-price__name">{goods.name}</h1>
      <GoodsTags tags={goods.tags} max={4} />
    </section>
  );
}
