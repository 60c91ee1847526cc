import { inPlaceLoading } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { getGoodsDetail } from '../api/get-goods-detail';

/** A goods id as the route gives it: digits only, else null (the page says the link is broken). */
export function parseGoodsId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * One product's detail. Moving to another product keeps nothing of the one before: until the new one
 * arrives there is no data, so its page shows a skeleton, never the last product under this link.
 */
export function useGoodsDetail(id: number | null) {
  const request = useRequest(async () => (id === null ? undefined : getGoodsDetail(id)), {
    ...inPlaceLoading,
    ready: id !== null,
    refreshDeps: [id],
  });
  return request.data === undefined || request.data.id === id ? request : { ...request, data: undefined };
}
