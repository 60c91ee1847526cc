export const SEARCH_ROUTE = '/pages/search/search';
export const COUPON_ROUTE = '/pages/coupon/coupon';
export const CLASSIFY_ROUTE = '/pages/classify/classify';

export function detailRoute(goodsId: number): string {
  return `/pages/commodityDetails/commodityDetails?id=${goodsId}`;
}

/** A server `link` (an app route written without a leading slash) as a router path. */
export function toRoute(link: string): string {
  const trimmed = link.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
