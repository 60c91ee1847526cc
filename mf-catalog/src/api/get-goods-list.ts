import { http, isBoolean, isNumber, isRecord } from '@rental/shared';
import { INLINE_CALL } from './inline-call';
import { isGoodsList, type GoodsSummary } from './goods-summary';

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

export interface GoodsListQuery {
  categoryId?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const isGoodsPage = (v: unknown): v is Page<GoodsSummary> =>
  isRecord(v) &&
  isGoodsList(v.list) &&
  isNumber(v.total) &&
  isNumber(v.pageNum) &&
  isNumber(v.pageSize) &&
  isBoolean(v.hasMore);

/** `signal` cancels the call when a newer search replaces it. */
export function getGoodsList({ categoryId, keyword, pageNum, pageSize }: GoodsListQuery, signal?: AbortSignal) {
  return http.get<Page<GoodsSummary>>('/api/goods/list', {
    params: { categoryId, keyword, pageNum, pageSize },
    signal,
    guard: isGoodsPage,
    ...INLINE_CALL,
  });
}
