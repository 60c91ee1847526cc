import { http } from '@rental/shared';
import { GoodsDetailSchema } from './types';

/** Silent: the page shows its own message for an unknown goods, a toast would say it twice. */
export function getGoodsDetail(id: number) {
  return http.get(`/api/goods/${id}`, { schema: GoodsDetailSchema, loading: false, silent: true });
}
