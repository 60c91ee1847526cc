import { CategoryListSchema, http } from '@rental/shared';

/** The category tree, to tell whether a category-scoped coupon covers the goods. */
export function getCategories(signal?: AbortSignal) {
  return http.get('/api/goods/category', { schema: CategoryListSchema, silent: true, signal });
}
