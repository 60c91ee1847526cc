import { PageSkeleton, RequestView, type PageProps } from '@rental/shared';
import type { OrderDetail } from '../../api/types';
import { AddressSection } from '../../components/detail/address-section';
import { BillsSection } from '../../components/detail/bills-section';
import { BuyoutCard } from '../../components/detail/buyout-card';
import { ChangesCard } from '../../components/detail/changes-card';
import { GoodsSection } from '../../components/detail/goods-section';
import { InfoSection } from '../../components/detail/info-section';
import { ProgressSteps } from '../../components/detail/progress-steps';
import { RefundBills } from '../../components/detail/refund-bills';
import { RefundSection } from '../../components/detail/refund-section';
import { SettlementSection } from '../../components/detail/settlement-section';
import { ShippingSection } from '../../components/detail/shipping-section';
import { StatusHeader } from '../../components/detail/status-header';
import { ContactService } from '../../components/orders/contact-service';
import { OrderActions } from '../../components/orders/order-actions';
import { useOrderDetail } from '../../hooks/use-order-detail';
import '../../components/orders/manage-page.css';
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
