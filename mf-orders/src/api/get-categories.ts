import { http } from '@rental/shared';
import { isArrayOf, isNumber, isRecord } from './place-guards';

/** A category with only what coupon scopes need: its id and its children. */
export interface CategoryNode {
  id: number;
  children?: CategoryNode[];
}

const isNode = (v: unknown): v is CategoryNode =>
  isRecord(v) && isNumber(v.id) && (v.children === undefined || isArrayOf(v.children, isNode));

/** The category tree, to tell whether a category-scoped coupon covers the goods. */
export function getCategories(signal?: AbortSignal): Promise<CategoryNode[] | undefined> {
  return http.get('/api/goods/category', {
    guard: (v): v is CategoryNode[] => isArrayOf(v, isNode),
    silent: true,
    signal,
  });
}
