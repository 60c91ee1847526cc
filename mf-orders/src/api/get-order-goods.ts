import { http } from '@rental/shared';
import { isOrderGoodsInfo } from './guards';
import type { OrderGoodsInfo } from './goods-types';

/** The goods being ordered. Silent: the page shows a missing goods or a fault in place. */
export function getOrderGoods(goodsId: number, signal?: AbortSignal): Promise<OrderGoodsInfo | undefined> {
  return http.get(`/api/goods/${goodsId}`, { guard: isOrderGoodsInfo, silent: true, signal });
}
