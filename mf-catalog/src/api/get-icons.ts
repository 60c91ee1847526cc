import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isHomeIconList } from './guards';
import type { HomeIcon } from './types';

const PATH = '/api/index/icon';

export function getIcons() {
  return http.get<HomeIcon[]>(PATH, { guard: isHomeIconList, ...INLINE_CALL });
}
