import { http } from '@rental/shared';
import { isLogistics } from './guards';
import type { Logistics, LogisticsType } from './types';

/** A shipment's carrier, number and traces (newest first). 409 while it hasn't shipped. Silent. */
export function getLogistics(orderId: number, type: LogisticsType): Promise<Logistics | undefined> {
  return http.post('/api/order/express', { orderId, type }, { guard: isLogistics, silent: true });
}
