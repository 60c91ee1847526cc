import { formatMoney, type GoodsService, type Sku } from '@rental/shared';
import { Checkbox, Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderGoodsInfo } from '../../api/goods-types';

interface Props {
  goods: OrderGoodsInfo;
  sku: Sku;
  services: GoodsService[];
  /** Adds or drops an optional service; absent, the services are only listed. */
  onServicesChange?: (serviceIds: number[]) => void;
  locked?: boolean;
}

/**
 * What is being rented: picture, name, spec, term and the services: every one the goods offers,
 * the chosen ones ticked and the required ones fixed, so a service is added or dropped right here.
 */
export function GoodsCard({ goods, sku, services, onServicesChange, locked = false }: Props) {
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
          {onServicesChange && goods.services.length > 0 ? (
            <ServiceChoice
              offered={goods.services}
              chosen={services.map((s) => s.id)}
              locked={locked}
              onChange={onServicesChange}
            />
          ) : services.length === 0 ? (
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

interface ChoiceProps {
  offered: GoodsService[];
  chosen: number[];
  locked: boolean;
  onChange: (serviceIds: number[]) => void;
}

function ServiceChoice({ offered, chosen, locked, onChange }: ChoiceProps) {
  const { t } = useTranslation('orders');
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    for (const s of offered) if (s.required) next.add(s.id);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <ul className="ord-services ord-services--choice">
      {offered.map((s) => (
        <li key={s.id}>
          <Checkbox
            aria-label={s.required ? `${s.name} · ${t('place.goods.required')}` : s.name}
            checked={s.required || chosen.includes(s.id)}
            disabled={s.required || locked}
            onChange={(on) => toggle(s.id, on)}
          >
            {s.name}
            {s.required && <small> · {t('place.goods.required')}</small>}
          </Checkbox>
          <span>
            {formatMoney(s.price)}
            <small> · {s.payMode === 'once' ? t('place.goods.once') : t('place.goods.perPeriod')}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
