import { http } from '@rental/shared';
import { TagSectionListSchema } from './types';

const PATH = '/api/index/tag/goods';

export function getTagGoods() {
  return http.get(PATH, { schema: TagSectionListSchema, loading: false });
}
