import { isRecord } from '@rental/shared';

export { isRecord };

export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

export function isArrayOf<T>(v: unknown, item: (x: unknown) => x is T): v is T[] {
  return Array.isArray(v) && v.every(item);
}

export const isStringArray = (v: unknown): v is string[] => isArrayOf(v, isString);
