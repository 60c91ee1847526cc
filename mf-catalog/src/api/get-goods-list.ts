import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isGoodsPage } from './guards';
import type { GoodsListQuery, GoodsSummary, Page } from './types';

/** `signal` cancels the call when a newer search replaces it. */
export function getGoodsList({ categoryId, keyword, pageNum, pageSize }: GoodsListQuery, signal?: AbortSignal) {
  return http.get<Page<GoodsSummary>>('/api/goods/list', {
    params: { categoryId, keyword, pageNum, pageSize },
    signal,
    guard: isGoodsPage,
    ...INLINE_CALL,
  });
}
