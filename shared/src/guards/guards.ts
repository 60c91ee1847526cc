/**
 * The one set of runtime checks for data that crosses into the app (API answers, storage): every
 * remote's `api/guards.ts` builds its shapes from these, so "a number" means the same everywhere.
 */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isString = (v: unknown): v is string => typeof v === 'string';

export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/** A finite number: NaN and Infinity are never a price or an id. */
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A whole number: ids, counts and money in fen. */
export const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export function isArrayOf<T>(v: unknown, item: (x: unknown) => x is T): v is T[] {
  return Array.isArray(v) && v.every(item);
}

export const isStringArray = (v: unknown): v is string[] => isArrayOf(v, isString);

export const isStringOrNull = (v: unknown): v is string | null => v === null || isString(v);

export const isIntegerOrNull = (v: unknown): v is number | null => v === null || isInteger(v);

/** One of a fixed set of strings (a status, a kind). */
export function isOneOf<T extends string>(list: readonly T[], v: unknown): v is T {
  return typeof v === 'string' && (list as readonly string[]).includes(v);
}
