import { ErrorState, PageSkeleton, RequestView, toast, type PageProps, useNavigate } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MerchantAddressBlock } from '../../components/merchant-address';
import { ShipmentForm } from './shipment-form';
import { useShipmentData } from './use-shipment-data';
import { PATHS, withQuery } from '../../lib/app-links';
import '../../components/manage-page.css';
import { OrderPage } from '../../components/order-page';

function Shipment({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const request = useShipmentData(orderId);
  const toDetail = () => void navigate(withQuery(PATHS.orderDetail, { orderId }), { replace: true });
  return (
    <RequestView request={request} skeleton={<PageSkeleton rows={5} />}>
      {({ order, companies }) => {
        const { giveback } = order;
        if (giveback?.status !== 'applied')
          return (
            <ErrorState
              status="empty"
              title={giveback ? t('manage.shipment.alreadySent') : t('manage.shipment.noReturn')}
              description={
                giveback?.trackingNo ? `${giveback.expressCompany ?? ''} ${giveback.trackingNo}` : order.statusText
              }
              extra={
                <Button color="primary" shape="rounded" onClick={toDetail}>
                  {t('manage.return.backToOrder')}
                </Button>
              }
            />
          );
        const { merchantAddress: to } = giveback;
        return (
          <>
            <section className="ord-section" aria-label={t('manage.return.sendTo')}>
              <h2 className="ord-section-title">{t('manage.return.sendTo')}</h2>
              <MerchantAddressBlock address={to} />
            </section>
            <ShipmentForm
              orderId={orderId}
              companies={companies}
              onShipped={() => {
                toast.success(t('manage.shipment.done'));
                toDetail();
              }}
            />
          </>
        );
      }}
    </RequestView>
  );
}

/** Telling the merchant how the device was sent back. */
export default function ConfirmShipmentPage({ query }: PageProps) {
  return (
    <OrderPage rawOrderId={query.orderId} withBar>
      {(orderId) => <Shipment key={orderId} orderId={orderId} />}
    </OrderPage>
  );
}
