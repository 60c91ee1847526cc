import { http } from '@rental/shared';
import { INLINE_CALL } from '../lib/inline-call';
import { isGoodsDetail } from './guards';
import type { GoodsDetail } from './types';

/** Silent: the page shows its own message for an unknown goods, a toast would say it twice. */
export function getGoodsDetail(id: number) {
  return http.get<GoodsDetail>(`/api/goods/${id}`, { guard: isGoodsDetail, ...INLINE_CALL, silent: true });
}
