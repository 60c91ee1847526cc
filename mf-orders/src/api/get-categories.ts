import { CategorySchema, http, v } from '@rental/shared';

const CategoryListSchema = v.array(CategorySchema);

/** The category tree, to tell whether a category-scoped coupon covers the goods. */
export function getCategories(signal?: AbortSignal) {
  return http.get('/api/goods/category', { schema: CategoryListSchema, silent: true, signal });
}
