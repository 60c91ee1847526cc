import { RequestView, type PageProps, useNavigate } from '@rental/shared';
import { Button, SafeArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getOrderBills } from '../../api/get-order-bills';
import { AutopaySwitch } from './autopay-switch';
import { BadLink } from '../../components/bad-link';
import { BillRow } from './bill-row';
import { BillSummaryCard } from './bill-summary';
import { billPayRoute } from './bill-pay-route';
import { oldestFirst } from '../../lib/bill-selection';
import { useOrderMoney } from '../../hooks/use-order-money';
import '../../components/page.css';
import '../../components/pay-bar.css';

/** An order's schedule: totals on top, every period with its status, and "pay" when one is due. */
export default function BillingDetailsPage({ query }: PageProps) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { orderId, request } = useOrderMoney(query.orderId, getOrderBills);
  if (orderId === undefined) return <BadLink />;
  return (
    <div className="pay-page">
      <RequestView request={request}>
        {(order) => {
          if (!order) return null;
          const payRoute = billPayRoute(order);
          return (
            <>
              <BillSummaryCard summary={order.bills} />
              {order.autopay && (
                <AutopaySwitch orderId={order.orderId} setting={order.autopay} onChanged={request.refresh} />
              )}
              <section className="pay-section">
                <h2 className="pay-section-title">{t('bills.schedule')}</h2>
                <p className="pay-hint pay-bills-goods">
                  {order.goods.name} · {order.goods.termText}
                </p>
                <ul className="pay-bill-list">
                  {oldestFirst(order.bills.items).map((bill) => (
                    <BillRow key={bill.id} bill={bill} />
                  ))}
                </ul>
              </section>
              {payRoute && (
                <div className="pay-bar">
                  <div className="pay-bar-inner">
                    <Button block color="primary" shape="rounded" onClick={() => void navigate(payRoute)}>
                      {t('bills.pay')}
                    </Button>
                  </div>
                  <SafeArea position="bottom" />
                </div>
              )}
            </>
          );
        }}
      </RequestView>
    </div>
  );
}
