import { http, isArrayOf, isCategory, type Category } from '@rental/shared';
import { INLINE_CALL } from './inline-call';

const isCategoryList = (v: unknown): v is Category[] => isArrayOf(v, isCategory);

const PATH = '/api/goods/category';

/** The category tree: top level, each with its `children`. */
export function getCategories() {
  return http.get<Category[]>(PATH, { guard: isCategoryList, ...INLINE_CALL });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchCategories = () => http.prefetch(PATH);
