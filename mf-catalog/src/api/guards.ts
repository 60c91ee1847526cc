import {
  isArrayOf,
  isBoolean,
  isCategory,
  isCenterCoupon,
  isMyCoupon,
  isNumber,
  isOneOf,
  isRecord,
  isString,
  isStringArray,
  type Category,
  type CenterCoupon,
  type MyCoupon,
  type MyCouponStatus,
} from '@rental/shared';
import type {
  Banner,
  CouponGoods,
  DictionaryItem,
  GoodsDetail,
  GoodsSummary,
  HomeCoupon,
  HomeIcon,
  Page,
  RentUnit,
  Sku,
  SpecGroup,
  SpecValue,
  TagSection,
  TermOption,
  ValueAddedService,
} from './types';

const RENT_UNITS: readonly RentUnit[] = ['day', 'month'];

export const isRentUnit = (v: unknown): v is RentUnit => isOneOf(RENT_UNITS, v);

export function isGoodsSummary(v: unknown): v is GoodsSummary {
  return (
    isRecord(v) &&
    isNumber(v.id) &&
    isString(v.name) &&
    isString(v.thumb) &&
    isStringArray(v.tags) &&
    isNumber(v.rentFrom) &&
    isRentUnit(v.rentUnit) &&
    isNumber(v.marketPrice) &&
    isBoolean(v.isNew) &&
    isNumber(v.categoryId) &&
    isString(v.brand)
  );
}

export const isGoodsList = (v: unknown): v is GoodsSummary[] => isArrayOf(v, isGoodsSummary);

export const isGoodsPage = (v: unknown): v is Page<GoodsSummary> =>
  isRecord(v) &&
  isGoodsList(v.list) &&
  isNumber(v.total) &&
  isNumber(v.pageNum) &&
  isNumber(v.pageSize) &&
  isBoolean(v.hasMore);

const isBanner = (v: unknown): v is Banner =>
  isRecord(v) && isNumber(v.id) && isString(v.image) && isString(v.title) && isString(v.link);

export const isBannerList = (v: unknown): v is Banner[] => isArrayOf(v, isBanner);

const isHomeIcon = (v: unknown): v is HomeIcon =>
  isRecord(v) && isNumber(v.id) && isString(v.name) && isString(v.icon) && isString(v.link);

export const isHomeIconList = (v: unknown): v is HomeIcon[] => isArrayOf(v, isHomeIcon);

/** `type` is any string: a coupon type this build doesn't know yet still shows, by its name. */
const MY_STATUSES: readonly MyCouponStatus[] = ['unused', 'used', 'expired'];

const isHomeCoupon = (v: unknown): v is HomeCoupon =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.name) &&
  isNumber(v.value) &&
  isNumber(v.threshold) &&
  isString(v.type) &&
  (v.stockLeft === undefined || isNumber(v.stockLeft)) &&
  (v.claimed === undefined || isBoolean(v.claimed)) &&
  (v.mine === undefined || v.mine === null || isOneOf(MY_STATUSES, v.mine));

export const isCouponGoods = (v: unknown): v is CouponGoods =>
  isRecord(v) && isString(v.title) && isArrayOf(v.coupons, isHomeCoupon) && isGoodsList(v.goods);

const isTagSection = (v: unknown): v is TagSection =>
  isRecord(v) && (isString(v.tagId) || isNumber(v.tagId)) && isString(v.tagName) && isGoodsList(v.goods);

export const isTagSectionList = (v: unknown): v is TagSection[] => isArrayOf(v, isTagSection);

const isDictionaryItem = (v: unknown): v is DictionaryItem => isRecord(v) && isString(v.value) && isString(v.label);

export const isDictionary = (v: unknown): v is DictionaryItem[] => isArrayOf(v, isDictionaryItem);

export const isCategoryList = (v: unknown): v is Category[] => isArrayOf(v, isCategory);

export const isCenterCouponList = (v: unknown): v is CenterCoupon[] => isArrayOf(v, isCenterCoupon);

export const isMyCouponList = (v: unknown): v is MyCoupon[] => isArrayOf(v, isMyCoupon);

const isSpecValue = (v: unknown): v is SpecValue => isRecord(v) && isString(v.value) && isString(v.label);

const isSpecGroup = (v: unknown): v is SpecGroup =>
  isRecord(v) && isString(v.key) && isString(v.name) && isArrayOf(v.values, isSpecValue);

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

const isService = (v: unknown): v is ValueAddedService =>
  isRecord(v) &&
  isNumber(v.id) &&
  isString(v.name) &&
  isNumber(v.price) &&
  isOneOf(['once', 'perPeriod'] as const, v.payMode) &&
  isBoolean(v.required) &&
  isString(v.desc);

export const isGoodsDetail = (v: unknown): v is GoodsDetail =>
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
