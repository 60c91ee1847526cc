import { isApiError, type PageProps, useNavigate, ErrorPicture, SectionError } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { HOME_ROUTE } from '../../lib/app-links';
import { DetailSkeleton } from './detail-skeleton';
import { DetailView } from './detail-view';
import { parseGoodsId, useGoodsDetail } from '../../hooks/use-goods-detail';
import './commodity-details.css';

function NoSuchGoods({ malformed }: { malformed: boolean }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return (
    <div role="alert" className="cat-detail-missing">
      <ErrorPicture
        status="empty"
        title={malformed ? t('detail.badLink') : t('detail.notFound')}
        description={t('detail.notFoundHint')}
      />
      <Button color="primary" shape="rounded" onClick={() => void navigate(HOME_ROUTE)}>
        {t('detail.goHome')}
      </Button>
    </div>
  );
}

export default function CommodityDetailsPage({ query }: PageProps) {
  const { t } = useTranslation('catalog');
  const id = parseGoodsId(query.id);
  const request = useGoodsDetail(id);
  if (id === null) return <NoSuchGoods malformed />;
  const { data, error, loading } = request;
  if (data) return <DetailView key={data.id} goods={data} query={query} />;
  if (error) {
    const missing = isApiError(error) && (error.code === 404 || error.code === 400);
    return missing ? (
      <NoSuchGoods malformed={false} />
    ) : (
      <SectionError title={t('section.loadFailed')} error={error} onRetry={request.refreshAsync} />
    );
  }
  return loading ? <DetailSkeleton /> : null;
}
