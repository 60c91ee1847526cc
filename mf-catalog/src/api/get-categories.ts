import { http, CategoryListSchema } from '@rental/shared';

const PATH = '/api/goods/category';

/** The category tree: top level, each with its `children`. */
export function getCategories() {
  return http.get(PATH, { schema: CategoryListSchema, loading: false });
}

/** The tree as fetched ahead (the tab warmed on idle), when it is already in. */
export function categoriesAhead() {
  return http.peek(PATH, { schema: CategoryListSchema });
}
