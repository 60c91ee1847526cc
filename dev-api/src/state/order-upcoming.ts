import { deliveredBy } from '../data/courier-traces';
import { RULES } from '../data/rental-rules';
import type { OrderRecord } from './order-types';

export type UpcomingKey = 'ship' | 'deliver';

/**
 * The order's next steps with the time each is expected by: shipping within the rules' hours of
 * the first installment, delivery by the courier's estimate once shipped. Only steps still ahead.
 */
export function upcomingSteps(order: OrderRecord): { key: UpcomingKey; by: number }[] {
  if (order.status === 'PENDING_SHIP') {
    const paidAt = order.events.filter((e) => e.key === 'firstPaid').pop()?.at;
    if (paidAt === undefined) return [];
    const shipBy = paidAt + RULES.fulfilment.shipWithinHours * 3_600_000;
    // Delivery follows shipping by the courier's time, counted from the latest the parcel leaves.
    return [
      { key: 'ship', by: shipBy },
      { key: 'deliver', by: deliveredBy(shipBy) },
    ];
  }
  if (order.status === 'SHIPPED' && order.delivery)
    return [{ key: 'deliver', by: deliveredBy(order.delivery.shippedAt) }];
  return [];
}
