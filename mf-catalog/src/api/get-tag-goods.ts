import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isTagSectionList } from './guards';
import type { TagSection } from './types';

const PATH = '/api/index/tag/goods';

export function getTagGoods() {
  return http.get<TagSection[]>(PATH, { guard: isTagSectionList, ...INLINE_CALL });
}

/** The tagged sections as fetched ahead (with the shell, before this code arrived), when already in. */
export function tagGoodsAhead() {
  return http.peek<TagSection[]>(PATH, { guard: isTagSectionList });
}
