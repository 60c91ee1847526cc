import { http, isArrayOf, isNumber, isRecord, isString } from '@rental/shared';
import { INLINE_CALL } from './inline-call';
import { isGoodsList, type GoodsSummary } from './goods-summary';

export interface TagSection {
  tagId: string | number;
  tagName: string;
  goods: GoodsSummary[];
}

const isTagSection = (v: unknown): v is TagSection =>
  isRecord(v) && (isString(v.tagId) || isNumber(v.tagId)) && isString(v.tagName) && isGoodsList(v.goods);

const isTagSectionList = (v: unknown): v is TagSection[] => isArrayOf(v, isTagSection);

const PATH = '/api/index/tag/goods';

export function getTagGoods() {
  return http.get<TagSection[]>(PATH, { guard: isTagSectionList, ...INLINE_CALL });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchTagGoods = () => http.prefetch(PATH);
