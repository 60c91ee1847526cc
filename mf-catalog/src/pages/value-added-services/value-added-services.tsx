import {
  formatMoney,
  type PageProps,
  useNavigate,
  ErrorPicture,
  SectionError,
  type GoodsService,
} from '@rental/shared';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { HOME_ROUTE } from '../../lib/app-links';
import { parseGoodsId, useGoodsDetail } from '../../hooks/use-goods-detail';
import { CouponListSkeleton } from '../../components/coupon-list-skeleton';
import './value-added-services.css';

function ServiceCard({ service }: { service: GoodsService }) {
  const { t } = useTranslation('catalog');
  return (
    <article className="cat-vas-card" aria-labelledby={`cat-vas-${service.id}`}>
      <header className="cat-vas-card__head">
        <h2 id={`cat-vas-${service.id}`} className="cat-vas-card__name">
          {service.name}
        </h2>
        {service.required && (
          <Tag color="danger" fill="outline">
            {t('detail.required')}
          </Tag>
        )}
      </header>
      <p className="cat-vas-card__desc">{service.desc}</p>
      <p className="cat-vas-card__price">
        <strong>{formatMoney(service.price)}</strong>
        <span>{service.payMode === 'once' ? t('services.onceNote') : t('services.perPeriodNote')}</span>
      </p>
    </article>
  );
}

function NoGoods() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return (
    <div role="alert" className="cat-vas-empty">
      <ErrorPicture status="empty" title={t('services.noGoods')} description={t('services.noGoodsHint')} />
      <Button color="primary" shape="rounded" onClick={() => void navigate(HOME_ROUTE)}>
        {t('detail.goHome')}
      </Button>
    </div>
  );
}

/** What each service of a goods covers, its price and how it is charged. */
export default function ValueAddedServicesPage({ query }: PageProps) {
  const { t } = useTranslation('catalog');
  const id = parseGoodsId(query.id);
  const request = useGoodsDetail(id);
  if (id === null) return <NoGoods />;
  const { data, error, loading } = request;
  if (error) return <SectionError title={t('section.loadFailed')} error={error} onRetry={request.refreshAsync} />;
  if (!data) return loading ? <CouponListSkeleton /> : null;
  return (
    <div className="cat-vas">
      <p className="cat-vas__intro">{t('services.intro', { name: data.name })}</p>
      {data.services.length === 0 ? (
        <ErrorPicture status="empty" title={t('services.none')} />
      ) : (
        data.services.map((service) => <ServiceCard key={service.id} service={service} />)
      )}
    </div>
  );
}
