import { http } from '@rental/shared';
import { LogisticsSchema, type LogisticsType } from './types';

/** A shipment's carrier, number and traces (newest first). 409 while it hasn't shipped. Silent. */
export function getLogistics(orderId: number, type: LogisticsType) {
  return http.post('/api/order/express', { orderId, type }, { schema: LogisticsSchema, silent: true });
}
