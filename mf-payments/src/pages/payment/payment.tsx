import { RequestView, type PageProps } from '@rental/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFootPayList } from '../../api/get-foot-pay-list';
import { BadLink } from '../../components/bad-link';
import { Refreshable } from '../../components/refreshable';
import { useOrderMoney } from '../../hooks/use-order-money';
import { InstallmentsView } from './installments-view';
import '../../components/page.css';

/** Later installments of an order: pick the rows (oldest first), see the total with late fees, pay. */
export default function PaymentPage({ query }: PageProps) {
  const { t } = useTranslation('payments');
  // Why the list was reloaded under the renter's thumb (a row paid elsewhere meanwhile).
  const [stale, setStale] = useState<string | null>(null);
  const { orderId, request } = useOrderMoney(query.orderId, getFootPayList);
  if (orderId === undefined) return <BadLink />;
  return (
    <div className="pay-page">
      {stale && (
        <p role="alert" className="pay-hint pay-stale">
          {t('installments.refreshed', { reason: stale })}
        </p>
      )}
      <Refreshable onRefresh={request.refreshAsync}>
        <RequestView request={request}>
          {(data) =>
            data && (
              <InstallmentsView
                key={data.items.map((b) => b.id).join()}
                data={data}
                onStale={(reason) => {
                  setStale(reason);
                  request.refresh();
                }}
              />
            )
          }
        </RequestView>
      </Refreshable>
    </div>
  );
}
