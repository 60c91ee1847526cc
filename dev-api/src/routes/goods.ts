import { tr, type Lang } from '../i18n/lang';
import { CATALOG, GOODS_BY_ID, type GoodsRecord } from '../data/catalog';
import { CATEGORIES, categoryIcon, descendantIds, type CategorySeed } from '../data/categories';
import { toDetail, toSummary, type GoodsSummary } from '../data/goods-view';
import { BizError } from '../http/envelope';
import { optionalInt, readParam } from '../http/params';
import type { ApiRoute } from '../http/router';

export interface Category {
  id: number;
  name: string;
  icon: string;
  parentId: number | null;
  children?: Category[];
}

function toCategory(seed: CategorySeed, lang: Lang): Category {
  return { id: seed.id, name: tr(seed.name, lang), icon: categoryIcon(seed), parentId: seed.parentId };
}

export function categoryTree(lang: Lang): Category[] {
  return CATEGORIES.filter((c) => c.parentId === null).map((top) => ({
    ...toCategory(top, lang),
    children: CATEGORIES.filter((c) => c.parentId === top.id).map((child) => toCategory(child, lang)),
  }));
}

/** Every whitespace-separated word must appear somewhere in the goods' searchable text. */
export function matchesKeyword(goods: GoodsRecord, keyword: string): boolean {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => goods.searchText.includes(word));
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

export const GOODS_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/api/goods/category', handler: (ctx) => categoryTree(ctx.lang) },
  {
    method: 'GET',
    path: '/api/goods/list',
    handler: (ctx): Page<GoodsSummary> => {
      const pageNum = optionalInt(ctx, 'pageNum', { min: 1, max: 100_000, fallback: 1 });
      const pageSize = optionalInt(ctx, 'pageSize', { min: 1, max: 50, fallback: 10 });
      const categoryId = optionalInt(ctx, 'categoryId', { min: 1, max: 999_999_999 });
      const keyword = (readParam(ctx, 'keyword') ?? '').trim().slice(0, 100);
      let goods = [...CATALOG];
      if (categoryId !== undefined) {
        if (!CATEGORIES.some((c) => c.id === categoryId)) throw new BizError(404, 'categoryNotFound');
        const ids = descendantIds(categoryId);
        goods = goods.filter((g) => ids.has(g.seed.categoryId));
      }
      if (keyword) goods = goods.filter((g) => matchesKeyword(g, keyword));
      const start = (pageNum - 1) * pageSize;
      return {
        list: goods.slice(start, start + pageSize).map((g) => toSummary(g, ctx.lang)),
        total: goods.length,
        pageNum,
        pageSize,
        hasMore: start + pageSize < goods.length,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/goods/{id}',
    handler: (ctx) => {
      const raw = ctx.pathParams.id ?? '';
      if (!/^[1-9]\d{0,8}$/.test(raw)) throw new BizError(400, 'badParam', { name: 'id' });
      const goods = GOODS_BY_ID.get(Number(raw));
      if (!goods) throw new BizError(404, 'goodsNotFound');
      return toDetail(goods, ctx.lang);
    },
  },
];
