import { isOverdue } from './order-bills';
import { ordersOf } from './order-store';
import type { OrderStatus } from './order-types';
import type { Store } from './store';

export interface OrderCounts {
  pendingPay: number;
  pendingShip: number;
  shipped: number;
  inRent: number;
  returning: number;
  /** Orders waiting for the renter: deposit authorization, signature, a payment. */
  toAuthorize: number;
  toSign: number;
  toPay: number;
  /** The order list's tabs (`GET /api/order/list?status=`), so Mine's shortcuts count what they open. */
  pending: number;
  renting: number;
}

const TAB_OF: Partial<Record<OrderStatus, 'pending' | 'renting' | 'returning'>> = {
  CREATED: 'pending',
  PENDING_REVIEW: 'pending',
  PENDING_CONFIRM: 'pending',
  PENDING_SIGN: 'pending',
  PENDING_PAY: 'pending',
  PENDING_SHIP: 'pending',
  SHIPPED: 'renting',
  IN_RENT: 'renting',
  RETURN_DUE: 'renting',
  BUYOUT_PENDING: 'renting',
  RETURNING: 'returning',
};

export function orderCounts(store: Store | undefined, userId: number): OrderCounts {
  const counts: OrderCounts = {
    pendingPay: 0,
    pendingShip: 0,
    shipped: 0,
    inRent: 0,
    returning: 0,
    toAuthorize: 0,
    toSign: 0,
    toPay: 0,
    pending: 0,
    renting: 0,
  };
  for (const o of store ? ordersOf(store, userId) : []) {
    if (o.status === 'PENDING_PAY') counts.pendingPay++;
    else if (o.status === 'PENDING_SHIP') counts.pendingShip++;
    else if (o.status === 'SHIPPED') counts.shipped++;
    else if (o.status === 'IN_RENT' || o.status === 'RETURN_DUE') counts.inRent++;
    if (o.status === 'CREATED') counts.toAuthorize++;
    if (o.status === 'PENDING_SIGN' || o.status === 'PENDING_CONFIRM') counts.toSign++;
    if (o.status === 'PENDING_PAY' || o.status === 'BUYOUT_PENDING' || isOverdue(o)) counts.toPay++;
    const tab = TAB_OF[o.status];
    if (tab) counts[tab]++;
  }
  return counts;
}
