import { ErrorState, PageSkeleton, RequestView, type PageProps, useNavigate } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, ReturnApplied } from '../../api/types';
import { ReturnAddress } from './return-address';
import { ReturnForm } from './return-form';
import { ReturnSettlement } from './return-settlement';
import { useOrderDetail } from '../../hooks/use-order-detail';
import { PATHS, withQuery } from '../../lib/app-links';
import '../../components/manage-page.css';
import { OrderPage } from '../../components/order-page';

function ReturnSteps({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [applied, setApplied] = useState<ReturnApplied | null>(null);
  const { giveback } = order;
  if (applied || giveback) {
    const done = applied ?? giveback;
    if (!done) return null;
    return (
      <ReturnAddress
        orderId={order.orderId}
        address={done.merchantAddress}
        remainingAmount={done.remainingAmount}
        awaitingShipment={applied !== null || giveback?.status === 'applied'}
      />
    );
  }
  if (!order.actions.includes('return'))
    return (
      <ErrorState
        status="empty"
        title={t('manage.return.notNow')}
        description={order.statusText}
        extra={
          <Button
            color="primary"
            shape="rounded"
            onClick={() => void navigate(withQuery(PATHS.orderDetail, { orderId: order.orderId }), { replace: true })}
          >
            {t('manage.return.backToOrder')}
          </Button>
        }
      />
    );
  return (
    <>
      <ReturnSettlement orderId={order.orderId} />
      <ReturnForm orderId={order.orderId} onApplied={setApplied} />
    </>
  );
}

function ReturnBody({ orderId }: { orderId: number }) {
  const request = useOrderDetail(orderId);
  return (
    <RequestView request={request} skeleton={<PageSkeleton rows={6} />}>
      {(order) => <ReturnSteps order={order} />}
    </RequestView>
  );
}

/** Returning a device: the exact settlement first, why, then where to send it. */
export default function ReturnApplicationPage({ query }: PageProps) {
  return (
    <OrderPage rawOrderId={query.orderId} withBar>
      {(orderId) => <ReturnBody key={orderId} orderId={orderId} />}
    </OrderPage>
  );
}
