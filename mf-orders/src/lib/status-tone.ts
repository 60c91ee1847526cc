import type { OrderStatus } from '../api/types';

export type StatusTone = 'warning' | 'primary' | 'success' | 'weak' | 'danger';

/** The colour a status is drawn in: waiting on the renter, under way, done, or ended without renting. */
export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'CREATED':
    case 'PENDING_CONFIRM':
    case 'PENDING_SIGN':
    case 'PENDING_PAY':
    case 'BUYOUT_PENDING':
      return 'warning';
    case 'COMPLETED':
    case 'BOUGHT_OUT':
      return 'success';
    case 'REJECTED':
    case 'CANCELLED':
      return 'weak';
    default:
      return 'primary';
  }
}
