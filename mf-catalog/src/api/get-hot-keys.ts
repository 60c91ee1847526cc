import { http, isStringArray } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';

export function getHotKeys() {
  return http.get<string[]>('/api/common/hotKey', { guard: isStringArray, ...INLINE_CALL });
}
