import { formatDay, formatMoney, nextDueBill } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getOrderBills } from '../../api/get-order-bills';

/**
 * After a rent payment: the next bill due with its day and amount, or that none is left, read from
 * the order's schedule as it now stands. Says nothing when the schedule cannot be read: the order
 * page has it.
 */
export function NextDueLine({ orderId }: { orderId: number }) {
  const { t } = useTranslation('payments');
  const { data } = useRequest(() => getOrderBills(orderId), { refreshDeps: [orderId] });
  if (!data) return null;
  const next = nextDueBill(data.bills.items);
  const owed = data.bills.items.some((b) => b.status !== 'paid');
  return (
    <p className="pay-result-next" data-testid="next-due">
      {next
        ? t('result.nextDue', { date: formatDay(next.dueDate), amount: formatMoney(next.payable) })
        : owed
          ? null
          : t('result.allPaid')}
    </p>
  );
}
