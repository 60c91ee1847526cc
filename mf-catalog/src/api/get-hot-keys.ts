import { http } from '@rental/shared';
import { HotKeysSchema } from './types';

export function getHotKeys() {
  return http.get('/api/common/hotKey', { schema: HotKeysSchema, loading: false });
}
