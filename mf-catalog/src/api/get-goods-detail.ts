import { http, isArrayOf, isBoolean, isNumber, isRecord, isString, isStringArray } from '@rental/shared';
import { INLINE_CALL } from './inline-call';
import { isGoodsSummary, isRentUnit, type GoodsSummary, type RentUnit } from './goods-summary';

export interface SpecValue {
  value: string;
  label: string;
}

export interface SpecGroup {
  key: string;
  name: string;
  values: SpecValue[];
}

export interface TermOption {
  value: number;
  unit: RentUnit;
  label: string;
}

export interface Sku {
  skuId: number;
  goodsId: number;
  specs: Record<string, string>;
  specText: string;
  term: number;
  termUnit: RentUnit;
  periods: number;
  dailyRent: number;
  periodRent: number;
  totalRent: number;
  deposit: number;
  buyoutPrice: number;
  marketPrice: number;
  stock: number;
  image: string;
}

export interface ValueAddedService {
  id: number;
  name: string;
  price: number;
  payMode: 'once' | 'perPeriod';
  required: boolean;
  desc: string;
}

export interface GoodsDetail extends GoodsSummary {
  model: string;
  images: string[];
  detailHtml: string;
  specGroups: SpecGroup[];
  termOptions: TermOption[];
  skus: Sku[];
  services: ValueAddedService[];
  rentalNotes: string[];
}

const isSpecGroup = (v: unknown): v is SpecGroup =>
  isRecord(v) &&
  isString(v.key) &&
  isString(v.name) &&
  isArrayOf(v.values, (x): x is SpecValue => isRecord(x) && isString(x.value) && isString(x.label));

const isTermOption = (v: unknown): v is TermOption =>
  isRecord(v) && isNumber(v.value) && isRentUnit(v.unit) && isString(v.label);

const MONEY_FIELDS = ['dailyRent', 'periodRent', 'totalRent', 'deposit', 'buyoutPrice', 'marketPrice'] as const;

const isSku = (v: unknown): v is Sku =>
  isRecord(v) &&
  isNumber(v.skuId) &&
  isRecord(v.specs) &&
  Object.values(v.specs).every(isString) &&
  isString(v.specText) &&
  isNumber(v.term) &&
  isRentUnit(v.termUnit) &&
  isNumber(v.periods) &&
  MONEY_FIELDS.every((field) => isNumber(v[field])) &&
  isNumber(v.stock) &&
  isString(v.image);

export const isService = (v: unknown): v is ValueAddedService =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.name) &&
  isNumber(v.price) &&
  (v.payMode === 'once' || v.payMode === 'perPeriod') &&
  isBoolean(v.required) &&
  isString(v.desc);

const isGoodsDetail = (v: unknown): v is GoodsDetail =>
  isGoodsSummary(v) &&
  isRecord(v) &&
  isString(v.model) &&
  isStringArray(v.images) &&
  isString(v.detailHtml) &&
  isArrayOf(v.specGroups, isSpecGroup) &&
  isArrayOf(v.termOptions, isTermOption) &&
  isArrayOf(v.skus, isSku) &&
  isArrayOf(v.services, isService) &&
  isStringArray(v.rentalNotes);

/** Silent: the page shows its own message for an unknown goods, a toast would say it twice. */
export function getGoodsDetail(id: number) {
  return http.get<GoodsDetail>(`/api/goods/${id}`, { guard: isGoodsDetail, ...INLINE_CALL, silent: true });
}
