import { RequestView, type PageProps } from '@rental/shared';
import { useRequest } from 'ahooks';
import { getFootPayList } from '../../api/get-foot-pay-list';
import { BadLink } from '../../components/bad-link';
import { Refreshable } from '../../components/refreshable';
import { useRequireLogin } from '../../hooks/use-require-login';
import { parseOrderId } from '../../lib/order-id';
import { inPlaceErrors } from '../../lib/request-options';
import { InstallmentsView } from './installments-view';
import '../../components/page.css';

/** Later installments of an order: pick the rows (oldest first), see the total with late fees, pay. */
export default function PaymentPage({ query }: PageProps) {
  const loggedIn = useRequireLogin();
  const orderId = parseOrderId(query.orderId);
  const request = useRequest(() => getFootPayList(orderId ?? 0), {
    ...inPlaceErrors,
    ready: loggedIn && orderId !== undefined,
  });
  if (!loggedIn) return null;
  if (orderId === undefined) return <BadLink />;
  return (
    <div className="pay-page">
      <Refreshable onRefresh={request.refreshAsync}>
        <RequestView request={request}>
          {(data) =>
            data && <InstallmentsView key={data.items.map((b) => b.id).join()} data={data} onStale={request.refresh} />
          }
        </RequestView>
      </Refreshable>
    </div>
  );
}
