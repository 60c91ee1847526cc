import { http } from '@rental/shared';
import { OrderGoodsInfoSchema } from './goods-types';

/** The goods being ordered. Silent: the page shows a missing goods or a fault in place. */
export function getOrderGoods(goodsId: number, signal?: AbortSignal) {
  return http.get(`/api/goods/${goodsId}`, { schema: OrderGoodsInfoSchema, silent: true, signal });
}
