import { http } from '@rental/shared';
import { INLINE_CALL } from './inline-call';
import { isStringArray } from './guards';

export function getHotKeys() {
  return http.get<string[]>('/api/common/hotKey', { guard: isStringArray, ...INLINE_CALL });
}
