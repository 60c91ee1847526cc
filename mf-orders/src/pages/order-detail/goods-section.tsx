import { formatMoney } from '@rental/shared';
import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { InfoRows } from '../../components/info-rows';

/**
 * What is rented, and what it costs: rent, services, coupon, deposit and how much of it is frozen,
 * the end-of-term buyout price, and the first installment (stressed only while it is still to pay).
 */
export function GoodsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { goods, amount } = order;
  const firstDue = !order.settlement && order.bills.items.some((b) => b.periodNo === 1 && b.status !== 'paid');
  const periodUnit = goods.termUnit === 'month' ? t('manage.amount.perMonth') : t('manage.amount.perTerm');
  return (
    <section className="ord-section" aria-label={t('manage.detail.goods')}>
      <div className="ord-detail-goods">
        <Image src={goods.thumb} alt="" lazy width={72} height={72} fit="cover" className="ord-detail-goods-thumb" />
        <div className="ord-detail-goods-info">
          <h2 className="ord-detail-goods-name">{goods.name}</h2>
          <p className="ord-detail-goods-spec">{goods.specText}</p>
          <p className="ord-detail-goods-spec">{goods.termText}</p>
        </div>
      </div>
      <InfoRows
        rows={[
          {
            key: 'periodRent',
            label: t('manage.amount.periodRent'),
            value: `${formatMoney(amount.periodRent)}${periodUnit}`,
          },
          { key: 'totalRent', label: t('manage.amount.totalRent'), value: formatMoney(amount.totalRent) },
          ...order.services.map((s) => ({
            key: `service-${s.id}`,
            label: s.name,
            value: `${formatMoney(s.price)}${s.payMode === 'perPeriod' ? t('manage.amount.perPeriod') : ''}`,
          })),
          amount.couponDiscount > 0 && {
            key: 'coupon',
            label: t('manage.amount.coupon'),
            value: formatMoney(-amount.couponDiscount),
          },
          { key: 'deposit', label: t('manage.amount.deposit'), value: formatMoney(amount.deposit) },
          { key: 'waived', label: t('manage.amount.creditWaived'), value: formatMoney(-amount.creditWaived) },
          { key: 'frozen', label: t('manage.amount.frozen'), value: formatMoney(amount.frozen) },
          { key: 'buyoutPrice', label: t('money.endOfTermBuyoutPrice'), value: formatMoney(amount.buyoutPrice) },
          firstDue
            ? { key: 'firstPay', label: t('manage.amount.firstPay'), value: formatMoney(amount.firstPay), strong: true }
            : { key: 'firstPay', label: t('manage.amount.firstInstallment'), value: formatMoney(amount.firstPay) },
        ]}
      />
    </section>
  );
}
