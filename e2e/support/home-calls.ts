/** The GETs home makes first (the catalog's `route-data.json`), as path and query. */
export const HOME_CALLS = [
  '/api/common/dictionary?type=tag_section',
  '/api/index/banner',
  '/api/index/coupon/goods',
  '/api/index/icon',
  '/api/index/tag/goods',
];
