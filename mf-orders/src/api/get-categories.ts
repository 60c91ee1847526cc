import { http, type Category } from '@rental/shared';
import { isCategoryList } from './guards';

/** The category tree, to tell whether a category-scoped coupon covers the goods. */
export function getCategories(signal?: AbortSignal): Promise<Category[] | undefined> {
  return http.get('/api/goods/category', { guard: isCategoryList, silent: true, signal });
}
