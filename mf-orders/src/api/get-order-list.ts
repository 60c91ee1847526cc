import { http } from '@rental/shared';
import { OrderListSchema, type OrderListStatus } from './types';

export const ORDER_PAGE_SIZE = 10;

/** One page of the renter's orders in a status group, newest first. Silent: shown in place. */
export function getOrderList(status: OrderListStatus, pageNum: number, signal?: AbortSignal) {
  return http.get('/api/order/list', {
    params: { status, pageNum, pageSize: ORDER_PAGE_SIZE },
    schema: OrderListSchema,
    silent: true,
    signal,
  });
}
