import { isArrayOf, isBoolean, isNumber, isRecord, isString, isStringArray } from '@rental/shared';

export type RentUnit = 'day' | 'month';

/** A goods row in any list (contract `GoodsSummary`); money in fen, tags already localized. */
export interface GoodsSummary {
  id: number;
  name: string;
  thumb: string;
  tags: string[];
  rentFrom: number;
  rentUnit: RentUnit;
  marketPrice: number;
  isNew: boolean;
  categoryId: number;
  brand: string;
}

export const isRentUnit = (v: unknown): v is RentUnit => v === 'day' || v === 'month';

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
