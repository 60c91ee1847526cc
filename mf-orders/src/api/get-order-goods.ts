import { http, isArrayOf, isNumber, isRecord, isString } from '@rental/shared';

export interface GoodsSku {
  skuId: number;
  specText: string;
  term: number;
  termUnit: 'day' | 'month';
  periods: number;
  dailyRent: number;
  periodRent: number;
  totalRent: number;
  deposit: number;
  stock: number;
  image: string;
}

export interface GoodsService {
  id: number;
  name: string;
  price: number;
  payMode: 'once' | 'perPeriod';
  required: boolean;
}

/** What the confirm page needs of a goods: its name, picture, category, SKUs, terms and services. */
export interface OrderGoodsInfo {
  id: number;
  name: string;
  thumb: string;
  categoryId: number;
  termOptions: { value: number; unit: 'day' | 'month'; label: string }[];
  skus: GoodsSku[];
  services: GoodsService[];
}

const isUnit = (v: unknown): v is 'day' | 'month' => v === 'day' || v === 'month';

const isSku = (v: unknown): v is GoodsSku =>
  isRecord(v) &&
  isNumber(v.skuId) &&
  isString(v.specText) &&
  isNumber(v.term) &&
  isUnit(v.termUnit) &&
  ['periods', 'dailyRent', 'periodRent', 'totalRent', 'deposit', 'stock'].every((key) => isNumber(v[key])) &&
  isString(v.image);

const isService = (v: unknown): v is GoodsService =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.name) &&
  isNumber(v.price) &&
  (v.payMode === 'once' || v.payMode === 'perPeriod') &&
  typeof v.required === 'boolean';

const isGoods = (v: unknown): v is OrderGoodsInfo =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.name) &&
  isString(v.thumb) &&
  isNumber(v.categoryId) &&
  isArrayOf(
    v.termOptions,
    (x): x is OrderGoodsInfo['termOptions'][number] =>
      isRecord(x) && isNumber(x.value) && isUnit(x.unit) && isString(x.label),
  ) &&
  isArrayOf(v.skus, isSku) &&
  isArrayOf(v.services, isService);

/** The goods being ordered. Silent: the page shows a missing goods or a fault in place. */
export function getOrderGoods(goodsId: number, signal?: AbortSignal): Promise<OrderGoodsInfo | undefined> {
  return http.get(`/api/goods/${goodsId}`, { guard: isGoods, silent: true, signal });
}
