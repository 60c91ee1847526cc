import { http } from '@rental/shared';
import { HomeIconListSchema } from './types';

const PATH = '/api/index/icon';

export function getIcons() {
  return http.get(PATH, { schema: HomeIconListSchema, loading: false });
}
