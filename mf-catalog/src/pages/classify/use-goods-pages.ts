import { inPlaceLoading } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useState } from 'react';
import { getGoodsList } from '../../api/get-goods-list';
import type { GoodsSummary } from '../../api/types';

export const PAGE_SIZE = 10;

interface LaterPages {
  items: GoodsSummary[];
  pageNum: number;
  hasMore: boolean;
}

/** Goods added while the renter scrolls shift later pages; a repeat is shown once. */
function withoutRepeats(items: readonly GoodsSummary[]): GoodsSummary[] {
  const byId = new Map<number, GoodsSummary>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * The goods of one category, page by page. Page 1 loads with a skeleton and fails as a whole;
 * later pages come from infinite scroll, and a failed one rejects so the list offers to retry
 * exactly that page. Mount it per category: answers for a category no longer shown are dropped
 * with the component that asked.
 */
export function useGoodsPages(categoryId: number) {
  const first = useRequest(() => getGoodsList({ categoryId, pageNum: 1, pageSize: PAGE_SIZE }), inPlaceLoading);
  const [later, setLater] = useState<LaterPages | null>(null);

  const loadMore = async (): Promise<void> => {
    const pageNum = (later?.pageNum ?? 1) + 1;
    const page = await getGoodsList({ categoryId, pageNum, pageSize: PAGE_SIZE });
    if (!page) return;
    setLater((prev) => ({ items: [...(prev?.items ?? []), ...page.list], pageNum, hasMore: page.hasMore }));
  };

  const firstPage = first.data;
  const items = firstPage ? withoutRepeats([...firstPage.list, ...(later?.items ?? [])]) : [];
  const hasMore = firstPage ? (later ? later.hasMore : firstPage.hasMore) : false;
  return { first, items, hasMore, loadMore };
}
