import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isTagSectionList } from './guards';
import type { TagSection } from './types';

const PATH = '/api/index/tag/goods';

export function getTagGoods() {
  return http.get<TagSection[]>(PATH, { guard: isTagSectionList, ...INLINE_CALL });
}
