import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isTagSectionList } from './guards';
import type { TagSection } from './types';

const PATH = '/api/index/tag/goods';

export function getTagGoods() {
  return http.get<TagSection[]>(PATH, { guard: isTagSectionList, ...INLINE_CALL });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchTagGoods = () => http.prefetch(PATH);
