import { http } from '@rental/shared';
import { GoodsPageSchema, type GoodsListQuery } from './types';

/** `signal` cancels the call when a newer search replaces it. */
export function getGoodsList({ categoryId, keyword, pageNum, pageSize }: GoodsListQuery, signal?: AbortSignal) {
  return http.get('/api/goods/list', {
    params: { categoryId, keyword, pageNum, pageSize },
    signal,
    schema: GoodsPageSchema,
    loading: false,
  });
}
