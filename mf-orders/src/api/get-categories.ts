import { http, isArrayOf, isCategory, type Category } from '@rental/shared';

/** The category tree, to tell whether a category-scoped coupon covers the goods. */
export function getCategories(signal?: AbortSignal): Promise<Category[] | undefined> {
  return http.get('/api/goods/category', {
    guard: (v): v is Category[] => isArrayOf(v, isCategory),
    silent: true,
    signal,
  });
}
