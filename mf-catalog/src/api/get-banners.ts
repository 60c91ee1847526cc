import { http, isArrayOf, isNumber, isRecord, isString } from '@rental/shared';
import { INLINE_CALL } from './inline-call';

export interface Banner {
  id: number;
  image: string;
  title: string;
  /** An app route such as `pages/commodityDetails/commodityDetails?id=1001`. */
  link: string;
}

const isBanner = (v: unknown): v is Banner =>
  isRecord(v) && isNumber(v.id) && isString(v.image) && isString(v.title) && isString(v.link);

const isBannerList = (v: unknown): v is Banner[] => isArrayOf(v, isBanner);

const PATH = '/api/index/banner';

export function getBanners() {
  return http.get<Banner[]>(PATH, { guard: isBannerList, ...INLINE_CALL });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchBanners = () => http.prefetch(PATH);
