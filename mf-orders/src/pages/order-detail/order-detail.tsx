import { PageSkeleton, RequestView, type PageProps } from '@rental/shared';
import type { OrderDetail } from '../../api/types';
import { AddressSection } from './address-section';
import { BillsSection } from './bills-section';
import { BuyoutCard } from './buyout-card';
import { ChangesCard } from './changes-card';
import { GoodsSection } from './goods-section';
import { InfoSection } from './info-section';
import { ProgressSteps } from './progress-steps';
import { RefundBills } from './refund-bills';
import { RefundSection } from './refund-section';
import { SettlementSection } from './settlement-section';
import { ShippingSection } from './shipping-section';
import { StatusHeader } from './status-header';
import { ContactService } from '../../components/contact-service';
import { OrderActions } from '../../components/order-actions';
import { useOrderDetail } from '../../hooks/use-order-detail';
import '../../components/manage-page.css';
import { OrderPage } from '../../components/order-page';

function DetailBody({ order, onChanged }: { order: OrderDetail; onChanged: (detail?: OrderDetail) => void }) {
  return (
    <div className={order.actions.length > 0 ? 'ord-manage-page-with-bar' : undefined}>
      <StatusHeader order={order} />
      {order.changes && order.status === 'PENDING_CONFIRM' && (
        <ChangesCard changes={order.changes} termUnit={order.goods.termUnit} />
      )}
      {order.cancellation && <RefundSection cancellation={order.cancellation} />}
      {order.settlement && <SettlementSection settlement={order.settlement} refunded={order.bills.refunded} />}
      {order.buyout && <BuyoutCard orderId={order.orderId} buyout={order.buyout} />}
      <ProgressSteps timeline={order.timeline} upcoming={order.upcoming ?? []} />
      <ShippingSection order={order} />
      <AddressSection address={order.address} />
      <GoodsSection order={order} />
      {!order.settlement && <BillsSection order={order} />}
      <RefundBills order={order} />
      <InfoSection order={order} />
      <ContactService orderId={order.orderId} />
      {order.actions.length > 0 && (
        <nav className="ord-bottom-bar" aria-label={order.statusText}>
          <OrderActions order={order} room={3} size="middle" onChanged={onChanged} />
        </nav>
      )}
    </div>
  );
}

function Detail({ orderId }: { orderId: number }) {
  const request = useOrderDetail(orderId);
  const onChanged = (detail?: OrderDetail) => (detail ? request.replace(detail) : request.refresh());
  return (
    <RequestView request={request} skeleton={<PageSkeleton rows={8} />}>
      {(order) => <DetailBody order={order} onChanged={onChanged} />}
    </RequestView>
  );
}

/** Everything about one order and exactly the moves the server allows on it now. */
export default function OrderDetailPage({ query }: PageProps) {
  return (
    <OrderPage rawOrderId={query.orderId} contact={false}>
      {(orderId) => <Detail key={orderId} orderId={orderId} />}
    </OrderPage>
  );
}
