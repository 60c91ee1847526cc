import { http } from '@rental/shared';
import { BannerListSchema } from './types';

const PATH = '/api/index/banner';

export function getBanners() {
  return http.get(PATH, { schema: BannerListSchema, loading: false });
}
