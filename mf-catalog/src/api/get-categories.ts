import { http, type Category } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isCategoryList } from './guards';

const PATH = '/api/goods/category';

/** The category tree: top level, each with its `children`. */
export function getCategories() {
  return http.get<Category[]>(PATH, { guard: isCategoryList, ...INLINE_CALL });
}

/** The tree as fetched ahead (the tab warmed on idle), when it is already in. */
export function categoriesAhead() {
  return http.peek<Category[]>(PATH, { guard: isCategoryList });
}
