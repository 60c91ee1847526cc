import { formatMoney } from '@rental/shared';
import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { GoodsService, GoodsSku, OrderGoodsInfo } from '../../api/goods-types';

interface Props {
  goods: OrderGoodsInfo;
  sku: GoodsSku;
  services: GoodsService[];
}

/** What is being rented: picture, name, spec, term and the chosen services. */
export function GoodsCard({ goods, sku, services }: Props) {
  const { t } = useTranslation('orders');
  const term =
    goods.termOptions.find((o) => o.value === sku.term && o.unit === sku.termUnit)?.label ?? String(sku.term);
  return (
    <section className="ord-card ord-goods" aria-label={t('place.goods.title')}>
      <div className="ord-goods__main">
        <Image
          src={sku.image || goods.thumb}
          alt=""
          width={80}
          height={80}
          fit="cover"
          lazy
          className="ord-goods__img"
        />
        <div className="ord-goods__info">
          <h2 className="ord-goods__name">{goods.name}</h2>
          <p className="ord-goods__spec">{sku.specText}</p>
          <p className="ord-goods__term">{t('place.goods.term', { term })}</p>
        </div>
      </div>
      <dl className="ord-rows">
        <dt>{t('place.goods.services')}</dt>
        <dd>
          {services.length === 0 ? (
            <span className="ord-muted">{t('place.goods.noServices')}</span>
          ) : (
            <ul className="ord-services">
              {services.map((s) => (
                <li key={s.id}>
                  <span>{s.name}</span>
                  <span>
                    {formatMoney(s.price)}
                    <small> · {s.payMode === 'once' ? t('place.goods.once') : t('place.goods.perPeriod')}</small>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}
