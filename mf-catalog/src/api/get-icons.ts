import { http, isArrayOf, isNumber, isRecord, isString } from '@rental/shared';
import { INLINE_CALL } from './inline-call';

export interface HomeIcon {
  id: number;
  name: string;
  icon: string;
  link: string;
}

const isHomeIcon = (v: unknown): v is HomeIcon =>
  isRecord(v) && isNumber(v.id) && isString(v.name) && isString(v.icon) && isString(v.link);

const isHomeIconList = (v: unknown): v is HomeIcon[] => isArrayOf(v, isHomeIcon);

const PATH = '/api/index/icon';

export function getIcons() {
  return http.get<HomeIcon[]>(PATH, { guard: isHomeIconList, ...INLINE_CALL });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchIcons = () => http.prefetch(PATH);
