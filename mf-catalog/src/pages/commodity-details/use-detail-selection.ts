import type { PageQuery } from '@rental/shared';
import { useState } from 'react';
import type { GoodsDetail } from '../../api/types';
import { DETAIL_PATH, withQuery } from '../../lib/app-links';
import { computePrice, initialServices } from './price';
import { choose, findSku, initialSelection, type Change, type Selection } from './sku-selection';

const intOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined);

/**
 * The renter's spec, term and services on one goods, starting from the route's `skuId`, `term`
 * and `services` so that coming back from login restores them.
 */
export function useDetailSelection(goods: GoodsDetail, query: PageQuery) {
  const [selection, setSelection] = useState<Selection | null>(() =>
    initialSelection(goods.skus, goods.specGroups, { skuId: intOf(query.skuId), term: intOf(query.term) }),
  );
  const [services, setServices] = useState(() => initialServices(goods.services, query.services));
  const sku = selection ? findSku(goods.skus, selection) : undefined;
  const price = sku ? computePrice(sku, goods.services, services) : undefined;

  const change = (c: Change) =>
    setSelection((current) => (current ? choose(goods.skus, goods.specGroups, current, c) : current));
  const toggleService = (id: number, on: boolean) =>
    setServices((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const selectionQuery = () => ({
    skuId: sku?.skuId,
    term: sku?.term,
    services: [...services].sort((a, b) => a - b).join(','),
  });
  /** This page with the current choice in its query: where login comes back to. */
  const returnRoute = () => withQuery(DETAIL_PATH, { id: goods.id, ...selectionQuery() });

  return { selection, sku, price, services, change, toggleService, selectionQuery, returnRoute };
}

export type DetailSelection = ReturnType<typeof useDetailSelection>;
