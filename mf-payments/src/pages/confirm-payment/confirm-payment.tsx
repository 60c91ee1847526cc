import { RequestView, type PageProps } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import { getFirstPayList } from '../../api/get-first-pay-list';
import { BadLink } from '../../components/bad-link';
import { useOrderMoney } from '../../hooks/use-order-money';
import { FirstPayView } from './first-pay-view';
import '../../components/page.css';

/** The first installment (or the buyout) of an order: the amount, its parts, how to pay, pay. */
export default function ConfirmPaymentPage({ query }: PageProps) {
  const { orderId, request } = useOrderMoney(query.orderId, getFirstPayList);
  const { t } = useTranslation('payments');
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
