import type { OrderBills } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';
import { hasPayableRent, isPayable } from '../../lib/bill-selection';

/** Where "pay" on the bill page leads: the first installment or buyout, later installments, or nowhere. */
export function billPayRoute(order: OrderBills): string | null {
  const { orderId, status, bills } = order;
  if (status === 'PENDING_PAY') return withQuery(PATHS.confirmPayment, { orderId });
  if (status === 'BUYOUT_PENDING' && bills.items.some((b) => b.kind === 'buyout' && isPayable(b))) {
    return withQuery(PATHS.confirmPayment, { orderId, kind: 'buyout' });
  }
  return hasPayableRent(bills.items) ? withQuery(PATHS.payment, { orderId }) : null;
}
