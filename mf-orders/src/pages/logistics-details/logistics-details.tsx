import { ErrorState, PageSkeleton, RequestView, type PageProps, useNavigate } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LogisticsType } from '../../api/types';
import { LogisticsHeader } from './logistics-header';
import { TraceTimeline } from './trace-timeline';
import { useLogistics } from './use-logistics';
import { PATHS, withQuery } from '../../lib/app-links';
import { logisticsTypeOf } from './logistics-type';
import '../../components/manage-page.css';
import '../../components/detail.css';
import { OrderPage } from '../../components/order-page';

function Tracking({ orderId, type }: { orderId: number; type: LogisticsType }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const request = useLogistics(orderId, type);
  return (
    <RequestView request={request} skeleton={<PageSkeleton rows={6} />}>
      {(view) =>
        view.kind === 'notShipped' ? (
          <ErrorState
            status="empty"
            title={t(type === 'giveback' ? 'manage.logistics.notSentBack' : 'manage.logistics.notShipped')}
            description={view.message}
            onRetry={request.refresh}
            retryLabel={t('manage.logistics.checkAgain')}
            extra={
              <Button
                fill="none"
                color="primary"
                onClick={() => void navigate(withQuery(PATHS.orderDetail, { orderId }))}
              >
                {t('manage.logistics.backToOrder')}
              </Button>
            }
          />
        ) : (
          <>
            <LogisticsHeader logistics={view.logistics} />
            <TraceTimeline traces={view.logistics.traces} />
          </>
        )
      }
    </RequestView>
  );
}

/** Where a delivery (or a device sent back) is, trace by trace. */
export default function LogisticsDetailsPage({ query }: PageProps) {
  const type = logisticsTypeOf(query.type);
  return (
    <OrderPage rawOrderId={query.orderId}>
      {(orderId) => <Tracking key={`${orderId}:${type}`} orderId={orderId} type={type} />}
    </OrderPage>
  );
}
