import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isBannerList } from './guards';
import type { Banner } from './types';

const PATH = '/api/index/banner';

export function getBanners() {
  return http.get<Banner[]>(PATH, { guard: isBannerList, ...INLINE_CALL });
}
