import { http } from '@rental/shared';
import { INLINE_CALL } from './inline-call';
import { isArrayOf, isNumber, isRecord, isString } from './guards';

export interface Category {
  id: number;
  name: string;
  icon: string;
  parentId: number | null;
  children?: Category[];
}

function isCategory(v: unknown): v is Category {
  return (
    isRecord(v) &&
    isNumber(v.id) &&
    isString(v.name) &&
    isString(v.icon) &&
    (v.parentId === null || isNumber(v.parentId)) &&
    (v.children === undefined || isArrayOf(v.children, isCategory))
  );
}

const isCategoryList = (v: unknown): v is Category[] => isArrayOf(v, isCategory);

const PATH = '/api/goods/category';

/** The category tree: top level, each with its `children`. */
export function getCategories() {
  return http.get<Category[]>(PATH, { guard: isCategoryList, ...INLINE_CALL });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchCategories = () => http.prefetch(PATH);
