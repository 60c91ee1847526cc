export const SEARCH_ROUTE = '/pages/search/search';
export const COUPON_ROUTE = '/pages/coupon/coupon';
export const CLASSIFY_ROUTE = '/pages/classify/classify';
export const HOME_ROUTE = '/';
export const ORDER_ROUTE = '/pages/order/order';
export const SERVICE_ROUTE = '/pages/customer-service/customerService';
export const DETAIL_PATH = '/pages/commodityDetails/commodityDetails';
export const SERVICES_PATH = '/pages/valueAddedServices/valueAddedServices';

export function detailRoute(goodsId: number): string {
  return `${DETAIL_PATH}?id=${goodsId}`;
}

export function servicesRoute(goodsId: number): string {
  return `${SERVICES_PATH}?id=${goodsId}`;
}

export { withQuery } from '@rental/shared';

/** A server `link` (an app route written without a leading slash) as a router path. */
export function toRoute(link: string): string {
  const trimmed = link.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
