import { RequestView, type PageProps, useRefreshOn, useRequireLogin, inPlaceErrors } from '@rental/shared';
import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { getFirstPayList } from '../../api/get-first-pay-list';
import { BadLink } from '../../components/bad-link';
import { parseOrderId } from '../../lib/order-id';
import { FirstPayView } from './first-pay-view';
import '../../components/page.css';

/** The first installment (or the buyout) of an order: the amount, its parts, how to pay, pay. */
export default function ConfirmPaymentPage({ query }: PageProps) {
  const loggedIn = useRequireLogin();
  const orderId = parseOrderId(query.orderId);
  const request = useRequest(() => getFirstPayList(orderId ?? 0), {
    ...inPlaceErrors,
    ready: loggedIn && orderId !== undefined,
  });
  // What is owed may have changed while the renter was in the wallet.
  useRefreshOn(request.refresh, { reconnect: false, visible: true });
  const { t } = useTranslation('payments');
  if (!loggedIn) return null;
  if (orderId === undefined) return <BadLink />;
  return (
    <div className="pay-page">
      <RequestView request={request}>
        {(data) =>
          data ? (
            <FirstPayView data={data} onStale={request.refresh} />
          ) : (
            <p className="pay-hint">{t('state.loading')}</p>
          )
        }
      </RequestView>
    </div>
  );
}
