import { formatMoney, Link } from '@rental/shared';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../api/types';
import { SectionTitle } from '../../components/section-title';
import { servicesRoute } from '../../lib/app-links';
import type { DetailSelection } from './use-detail-selection';

/** Value-added services to add; the required ones are ticked and can't be taken off. */
export function ServiceList({ goods, state }: { goods: GoodsDetail; state: DetailSelection }) {
  const { t } = useTranslation('catalog');
  if (goods.services.length === 0) return null;
  return (
    <section className="cat-card" aria-labelledby="cat-detail-services">
      <SectionTitle
        id="cat-detail-services"
        extra={
          <Link to={servicesRoute(goods.id)} className="cat-link">
            {t('detail.servicesMore')}
          </Link>
        }
      >
        {t('detail.services')}
      </SectionTitle>
      <ul className="cat-detail-services">
        {goods.services.map((service) => (
          <li key={service.id}>
            <Checkbox
              checked={service.required || state.services.has(service.id)}
              disabled={service.required}
              onChange={(on) => state.toggleService(service.id, on)}
            >
              <span className="cat-detail-services__name">{service.name}</span>
              {service.required && <span className="cat-detail-services__required">{t('detail.required')}</span>}
            </Checkbox>
            <span className="cat-detail-services__price">
              {service.payMode === 'once'
                ? t('services.once', { price: formatMoney(service.price) })
                : t('services.perPeriod', { price: formatMoney(service.price) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
