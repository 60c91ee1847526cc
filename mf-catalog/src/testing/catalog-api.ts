import { apiHttp, ok } from '@rental/shared/testing';
import {
  banners,
  categories,
  couponGoods,
  goodsByCategory,
  icons,
  tagSectionDictionary,
  tagSections,
} from './fixtures';

/** The goods list as the dev API pages it. */
export function goodsPage(url: URL) {
  const categoryId = Number(url.searchParams.get('categoryId'));
  const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  const all = goodsByCategory[categoryId] ?? [];
  const start = (pageNum - 1) * pageSize;
  return {
    list: all.slice(start, start + pageSize),
    total: all.length,
    pageNum,
    pageSize,
    hasMore: start + pageSize < all.length,
  };
}

/** Every catalog call answered with the fixtures; tests override one with `server.use`. */
export const catalogHandlers = [
  apiHttp.get('/api/index/banner', () => ok(banners)),
  apiHttp.get('/api/index/icon', () => ok(icons)),
  apiHttp.get('/api/index/coupon/goods', () => ok(couponGoods)),
  apiHttp.get('/api/index/tag/goods', () => ok(tagSections)),
  apiHttp.get('/api/common/dictionary', () => ok(tagSectionDictionary)),
  apiHttp.get('/api/goods/category', () => ok(categories)),
  apiHttp.get('/api/goods/list', ({ request }) => ok(goodsPage(new URL(request.url)))),
];
